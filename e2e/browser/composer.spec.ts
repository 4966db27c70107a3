import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";

// The one composer (/create and /posts/new): generate for four platforms, pick a different
// variation on each, edit one, schedule ONCE → exactly one post in the list and one chip on the
// calendar; then a second generation added to the brand's queue → its page shows each platform's
// own text; then a post written by hand, edited on its page with per-platform texts.

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE });

const PLATFORMS = [
  { id: "x_twitter", name: /^X/, label: "X", pick: 2 },
  { id: "linkedin", name: /LinkedIn/, label: "LinkedIn", pick: 1 },
  { id: "bluesky", name: /Bluesky/, label: "Bluesky", pick: 2 },
  { id: "threads", name: /Threads/, label: "Threads", pick: 1 },
] as const;

/** A datetime-local value and its ISO instant, `days` ahead at 15:30 in the page's zone. */
async function localAt(page: Page, days: number) {
  return page.evaluate((ahead) => {
    const d = new Date();
    d.setDate(d.getDate() + ahead);
    d.setHours(15, 30, 0, 0);
    const pad = (n: number) => String(n).padStart(2, "0");
    return { value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T15:30`, iso: d.toISOString(), day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` };
  }, days);
}

const card = (page: Page, platform: string) => page.locator(`[data-testid="compose-platform"][data-platform="${platform}"]`);

async function generateForFour(page: Page, goal: string) {
  await page.goto("/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create" })).toBeVisible();
  for (const { name } of PLATFORMS) await page.getByRole("checkbox", { name }).check();
  await page.getByLabel("Variations").selectOption("2");
  await page.getByLabel("Goal").fill(goal);
  await page.getByRole("button", { name: "Generate posts" }).click();
  await expect(page.getByTestId("compose-platform")).toHaveCount(4);
  await expect(card(page, "threads").getByText("Variation 2")).toBeVisible({ timeout: 30_000 });
}

test.describe("browser: one composer, one post with per-platform versions", () => {
  test.setTimeout(180_000);

  test("generate for four platforms, pick and edit, schedule once, queue another, edit by hand", async ({ page, signedInUser, baseURL }) => {
    expect(signedInUser.email).toBeTruthy();
    await page.setViewportSize(DESKTOP);
    const origin = { origin: baseURL! };
    const brandId = (await (await page.request.post("/api/v1/brands", { data: { name: "Northwind Coffee", website: "https://northwind.example" }, headers: origin })).json()).data.brand.id as string;
    const voice = await page.request.put(`/api/v1/brands/${brandId}/voice`, {
      headers: origin,
      data: {
        personality_traits: ["warm", "curious", "down-to-earth"],
        tone_attributes: { formality: 0.3, energy: 0.7, warmth: 0.8 },
        language_patterns: { vocabulary_level: "moderate", sentence_structure: "short, friendly sentences", signature_phrases: ["good mornings start here"] },
        content_themes: [{ theme: "coffee craft", keywords: ["roast", "single origin", "brew"] }],
      },
    });
    expect(voice.ok(), await voice.text()).toBeTruthy();
    const queue = await page.request.put(`/api/v1/brands/${brandId}/queue`, {
      headers: origin,
      data: { timezone: ZONE, slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time: "10:00" })) },
    });
    expect(queue.ok(), await queue.text()).toBeTruthy();

    // Generate: four platforms × two variations, one preview each, variation 1 picked.
    await generateForFour(page, "Announce our new autumn single origin roast and invite neighbours to Saturday's free tasting");
    await expect(page.getByLabel("Brand", { exact: true })).toHaveValue(brandId);

    // A different pick per platform: the preview shows that variation's text.
    const expected: Record<string, string> = {};
    for (const { id, pick } of PLATFORMS) {
      const text = card(page, id).getByRole("textbox");
      const first = await text.inputValue();
      await card(page, id).getByText(`Variation ${pick}`, { exact: true }).click();
      if (pick === 2) await expect(text).not.toHaveValue(first);
      expected[id] = await text.inputValue();
      expect(expected[id].length).toBeGreaterThan(20);
    }

    // Edit LinkedIn's text in its preview: it becomes its own; its counter follows.
    const linkedin = card(page, "linkedin");
    expected.linkedin = `${expected.linkedin} See you Saturday!`;
    await linkedin.getByRole("textbox").fill(expected.linkedin);
    await expect(linkedin.getByTestId("compose-text-source")).toHaveText("Own text");
    await expect(linkedin.getByTestId("char-counter")).toHaveAttribute("data-count", String([...expected.linkedin].length));

    // Over X's limit: its preview turns red and nothing can be saved until it fits again.
    const x = card(page, "x_twitter");
    await x.getByRole("textbox").fill(`${expected.x_twitter} ${"more coffee ".repeat(30)}`);
    await expect(x.getByTestId("char-counter")).toHaveAttribute("data-over", "true");
    await expect(x).toHaveAttribute("data-over", "true");
    await expect(page.getByTestId("compose-blocked")).toContainText("Over the limit for X");
    await expect(page.getByRole("button", { name: "Save draft" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Schedule", exact: true })).toBeDisabled();
    await saveScreenshotsAtBothWidths(page, "composer-over-limit");
    await x.getByRole("textbox").fill(expected.x_twitter);
    await expect(page.getByTestId("compose-blocked")).toHaveCount(0);
    await saveScreenshotsAtBothWidths(page, "composer-generated");

    // Schedule ONCE: one post, each platform its own text.
    const when = await localAt(page, 3);
    await page.getByLabel("Schedule for").fill(when.value);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/").pop()!;
    const post = (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.post;
    expect(post).toMatchObject({ status: "scheduled", brand_id: brandId, platforms: ["x_twitter", "linkedin", "bluesky", "threads"], scheduled_at: when.iso });
    for (const { id } of PLATFORMS) expect(post.versions[id]?.content ?? post.content).toBe(expected[id]);
    expect(Object.keys(post.versions).length).toBeLessThan(4); // the default text is not repeated as a version

    // Exactly one post in the list, one chip on the calendar.
    await page.goto("/posts");
    await expect(page.getByTestId("post-row")).toHaveCount(1);
    await expect(page.locator(`[data-testid="post-row"][data-post-id="${postId}"]`)).toBeVisible();
    await page.goto(`/calendar?date=${when.day}`);
    await expect(page.locator(`[data-testid="calendar-post"][data-post-id="${postId}"]`)).toHaveCount(1);
    await expect(page.getByTestId("calendar-post")).toHaveCount(1);

    // Another generation, added to the queue: its page shows each platform's own text.
    await generateForFour(page, "Share a quick tip for brewing better filter coffee at home");
    for (const { id } of PLATFORMS) await card(page, id).getByText("Variation 2", { exact: true }).click();
    const queuedTexts: Record<string, string> = {};
    for (const { id } of PLATFORMS) queuedTexts[id] = await card(page, id).getByRole("textbox").inputValue();
    await page.getByRole("button", { name: "Add to queue" }).click();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
    const queuedId = page.url().split("/").pop()!;
    expect(queuedId).not.toBe(postId);
    const queued = (await (await page.request.get(`/api/v1/posts/${queuedId}`)).json()).data.post;
    expect(queued.status).toBe("scheduled");
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }).format(new Date(queued.scheduled_at))).toBe("10:00");
    await expect(page.getByTestId("post-content")).toHaveText(queued.content);
    for (const { id } of PLATFORMS) {
      if (queued.versions[id]) await expect(page.getByTestId(`post-version-${id}`)).toHaveText(queuedTexts[id]);
      else expect(queued.content).toBe(queuedTexts[id]);
    }
    expect(Object.keys(queued.versions).length).toBeGreaterThan(0);
    await saveScreenshotsAtBothWidths(page, "composer-queued-post");

    // By hand on /posts/new: a default text and an own text for Bluesky, saved as a draft.
    await page.goto("/posts/new");
    await expect(page.getByText(/saved as a draft/i)).toHaveCount(0);
    await page.getByRole("checkbox", { name: /Bluesky/ }).check();
    await page.getByLabel("Default text").fill("Fresh roast on the shelf today.");
    await expect(card(page, "bluesky").getByRole("textbox")).toHaveValue("Fresh roast on the shelf today.");
    await card(page, "bluesky").getByRole("textbox").fill("Fresh roast today, come by!");
    await page.setViewportSize(MOBILE);
    await saveScreenshotsAtBothWidths(page, "composer-by-hand");
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
    const draftId = page.url().split("/").pop()!;

    // Its page edits the versions with the same composer.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(card(page, "bluesky").getByRole("textbox")).toHaveValue("Fresh roast today, come by!");
    await card(page, "x_twitter").getByRole("textbox").fill("Fresh roast on X.");
    await card(page, "bluesky").getByRole("button", { name: "Use default text" }).click();
    await page.getByLabel("Default text").fill("Fresh roast for everyone.");
    await saveScreenshotsAtBothWidths(page, "composer-edit");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByTestId("post-version-x_twitter")).toHaveText("Fresh roast on X.");
    const edited = (await (await page.request.get(`/api/v1/posts/${draftId}`)).json()).data.post;
    expect(edited).toMatchObject({ status: "draft", content: "Fresh roast for everyone.", versions: { x_twitter: { content: "Fresh roast on X." } } });
    expect(edited.versions.bluesky).toBeUndefined();
  });
});
