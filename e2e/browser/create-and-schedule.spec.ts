import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// The marketer's journey from an idea to a published post: generate for three platforms, edit a
// text (the counter follows, and stops the save when over the limit), save a draft, schedule it
// a few seconds ahead in the browser's time zone, watch it publish (sandbox), find it on the
// calendar; then reschedule another post by dragging it to another day and back with the
// keyboard alternative. Screenshots at 1280 and 390 pixels wide go to e2e/screenshots/.

const ZONE = "Europe/Berlin"; // not UTC, so that "local time shown, UTC sent" is really tested

test.use({ timezoneId: ZONE });


async function count(counter: Locator): Promise<number> {
  return Number(await counter.getAttribute("data-count"));
}

/** "YYYY-MM-DDTHH:MM:SS" for a datetime-local input, `ms` from now, in the page's time zone. */
async function localInputValue(page: Page, ms: number): Promise<{ value: string; iso: string }> {
  return page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    d.setMilliseconds(0);
    const pad = (n: number) => String(n).padStart(2, "0");
    return {
      value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
      iso: d.toISOString(),
    };
  }, ms);
}

test.describe("browser: create, schedule, publish, calendar", () => {
  test.setTimeout(180_000);

  test("generate, edit, save a draft, schedule it, see it published and on the calendar", async ({ page, signedInUser, baseURL }) => {
    expect(signedInUser.email).toBeTruthy();
    await page.setViewportSize(DESKTOP);
    const origin = { origin: baseURL! };

    // A brand with a voice profile, through the API (the Brands pages are tested elsewhere).
    const brandResponse = await page.request.post("/api/v1/brands", { data: { name: "Northwind Coffee", website: "https://northwind.example" }, headers: origin });
    expect(brandResponse.ok()).toBeTruthy();
    const brandId = (await brandResponse.json()).data.brand.id as string;
    const voiceResponse = await page.request.put(`/api/v1/brands/${brandId}/voice`, {
      headers: origin,
      data: {
        personality_traits: ["warm", "curious", "down-to-earth"],
        tone_attributes: { formality: 0.3, energy: 0.7, warmth: 0.8 },
        language_patterns: { vocabulary_level: "moderate", sentence_structure: "short, friendly sentences", signature_phrases: ["good mornings start here"] },
        content_themes: [
          { theme: "coffee craft", keywords: ["roast", "single origin", "brew"] },
          { theme: "community", keywords: ["neighbours", "local", "cafe"] },
        ],
      },
    });
    expect(voiceResponse.ok()).toBeTruthy();

    // Generate for X, LinkedIn (preselected) and Threads.
    await page.goto("/create");
    await expect(page.getByRole("heading", { level: 1, name: "Create" })).toBeVisible();
    await expect(page.getByLabel("Brand", { exact: true })).toHaveValue(brandId);
    await expect(page.getByRole("checkbox", { name: /^X/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /LinkedIn/ })).toBeChecked();
    await page.getByRole("checkbox", { name: /Threads/ }).check();
    await page.getByLabel("Goal").fill("Announce our new autumn single origin roast and invite neighbours to Saturday's free tasting");
    await page.getByRole("button", { name: "Generate posts" }).click();
    const cards = page.getByTestId("compose-platform");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByText("Variation 1", { exact: true })).toBeVisible({ timeout: 30_000 });
    await saveScreenshotsAtBothWidths(page, "create-results");

    // Edit the X text in its preview: the counter follows (twitter-text's weighted count, as on the server).
    const xCard = page.locator('[data-testid="compose-platform"][data-platform="x_twitter"]');
    const xText = xCard.getByRole("textbox", { name: "X text" });
    const counter = xCard.getByTestId("char-counter");
    const original = await xText.inputValue();
    const before = await count(counter);
    expect(before).toBeGreaterThan(0);
    await xText.fill(`${original} See you there!`);
    await expect.poll(() => count(counter)).toBe(before + " See you there!".length);

    // Over the limit: the counter turns red and saving is refused until it fits again.
    await xText.fill(`${original} ${"more coffee ".repeat(30)}`);
    await expect(counter).toHaveAttribute("data-over", "true");
    await expect(page.getByRole("button", { name: "Save draft" })).toBeDisabled();
    await expect(page.getByTestId("compose-blocked")).toContainText("Over the limit for X");
    const edited = `${original} See you there!`;
    await xText.fill(edited);
    await expect(counter).not.toHaveAttribute("data-over", "true");

    // Only X this time: one post, X's text as its text, saved as a draft; its page opens.
    await page.getByRole("checkbox", { name: /LinkedIn/ }).uncheck();
    await page.getByRole("checkbox", { name: /Threads/ }).uncheck();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/").pop()!;
    const draft = (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.post;
    expect(draft).toMatchObject({ status: "draft", content: edited, versions: {}, platforms: ["x_twitter"], brand_id: brandId, source: "dashboard" });

    // Schedule it a few seconds ahead from its page: the picker shows the browser's zone, the API gets UTC.
    await page.getByRole("button", { name: "Schedule…" }).click();
    await expect(page.getByTestId("schedule-zone")).toContainText(ZONE);
    const when = await localInputValue(page, 8_000);
    await page.getByLabel("Date and time").fill(when.value);
    await expect(page.getByText(/Sent as .* UTC/)).toBeVisible();
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect.poll(async () => (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.post.status).not.toBe("draft");
    const scheduled = (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.post;
    expect(scheduled.status === "scheduled" || scheduled.status === "published").toBeTruthy();
    expect(new Date(scheduled.scheduled_at).toISOString()).toBe(when.iso);

    // The posts list shows it published once the scheduler has run (sandbox publishing).
    await page.goto("/posts");
    const row = page.locator(`[data-testid="post-row"][data-post-id="${postId}"]`);
    await expect(row).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor();
          return row.getAttribute("data-status");
        },
        { timeout: 45_000, intervals: [2_000] },
      )
      .toBe("published");
    await expect(row.getByTestId("status-badge")).toHaveText("Published");
    await page.getByLabel("Status").selectOption("published");
    await expect(page).toHaveURL(/status=published/);
    await expect(row).toBeVisible();
    await page.getByLabel("Status").selectOption("");
    await expect(page.getByTestId("post-row").first()).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "posts-list");

    // Its page shows one sandbox delivery per platform.
    await row.getByRole("link").click();
    await page.waitForURL(`**/posts/${postId}`);
    await expect(page.getByTestId("post-content")).toHaveText(edited);
    const delivery = page.getByTestId("delivery");
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toHaveAttribute("data-status", "succeeded");
    await expect(delivery.getByText("Sandbox", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /Schedule|Reschedule/ })).toHaveCount(0);
    await saveScreenshotsAtBothWidths(page, "post-detail");

    // The calendar shows it on its day, published; clicking it opens the post.
    await page.goto("/calendar");
    const chip = page.locator(`[data-testid="calendar-post"][data-post-id="${postId}"]`);
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute("data-status", "published");

    // Another post, scheduled through the API for noon in three days, to be moved around.
    const other = (await (await page.request.post("/api/v1/posts", { headers: origin, data: { content: "Weekly brew tip: grind fresh.", platforms: ["bluesky"], brand_id: brandId } })).json()).data.post;
    const plan = await page.evaluate(() => {
      const pad = (n: number) => String(n).padStart(2, "0");
      const key = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      const at = new Date();
      at.setDate(at.getDate() + 3);
      at.setHours(12, 0, 0, 0);
      const next = new Date(at);
      next.setDate(at.getDate() + 1);
      const prev = new Date(at);
      prev.setDate(at.getDate() - 1);
      const target = next.getMonth() === at.getMonth() ? next : prev;
      return { iso: at.toISOString(), day: key(at), target: key(target), targetIso: new Date(target.getFullYear(), target.getMonth(), target.getDate(), 12).toISOString() };
    });
    const scheduleOther = await page.request.post("/api/v1/posts/schedule", { headers: origin, data: { post_id: other.id, scheduled_at: plan.iso } });
    expect(scheduleOther.ok()).toBeTruthy();

    await page.goto(`/calendar?date=${plan.day}`);
    const otherChip = page.locator(`[data-testid="calendar-post"][data-post-id="${other.id}"]`);
    await expect(page.locator(`[data-day="${plan.day}"]`).locator(otherChip)).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "calendar-month");

    // Drag it to the neighbouring day: rescheduled, same time of day.
    await otherChip.dragTo(page.locator(`[data-day="${plan.target}"]`));
    await expect(page.locator(`[data-day="${plan.target}"]`).locator(otherChip)).toBeVisible();
    await expect(page.getByTestId("toast").filter({ hasText: "Post rescheduled" })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get(`/api/v1/posts/${other.id}`)).json()).data.post.scheduled_at)
      .toBe(plan.targetIso);

    // The keyboard alternative moves it back.
    await page.getByRole("button", { name: /^Move the post/ }).first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Move to another day" });
    await dialog.getByLabel("New day").fill(plan.day);
    await dialog.getByRole("button", { name: "Move post" }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await (await page.request.get(`/api/v1/posts/${other.id}`)).json()).data.post.scheduled_at)
      .toBe(plan.iso);

    // The week view of the week with the published post.
    await page.goto("/calendar?view=week");
    await expect(page.getByTestId("calendar-week")).toBeVisible();
    await expect(chip).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "calendar-week");
    await chip.click();
    await page.waitForURL(`**/posts/${postId}`);
  });
});
