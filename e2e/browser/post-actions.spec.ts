import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Issue 11 on the post page: the heading is the post's first line; Add to queue schedules at the
// brand's next slot; Duplicate opens a new draft; Delete asks first, and for a published post
// says the platforms keep it. Screenshots at 1280 and 390 wide.

test.describe("browser: post actions", () => {
  test.setTimeout(120_000);

  test("first-line heading, add to queue, duplicate, delete with confirmation", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    const headers = { origin: baseURL! };
    await page.setViewportSize(DESKTOP);
    const brand = await (await page.request.post("/api/v1/brands", { data: { name: "Northwind Coffee", website: "https://northwind.example" }, headers })).json();
    const brandId = brand.data.brand.id;
    expect((await page.request.put(`/api/v1/brands/${brandId}/queue`, { headers, data: { timezone: "Europe/Berlin", slots: [{ weekday: 1, time: "09:00" }, { weekday: 4, time: "09:00" }] } })).ok()).toBe(true);
    const created = await page.request.post("/api/v1/posts", {
      headers,
      data: {
        content: "Autumn single origin is here\n\nBright, floral, a little wild. Free tasting on Saturday from 10.",
        platforms: ["x_twitter", "linkedin"],
        brand_id: brandId,
        versions: { x_twitter: { content: "Autumn single origin is here. Free tasting Saturday 10:00 ☕" } },
      },
    });
    const postId = (await created.json()).data.post.id;

    await page.goto(`/posts/${postId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Autumn single origin is here" })).toBeVisible();
    // X's own version is shown, and X's counter counts it, not the default text.
    await expect(page.getByTestId("post-version-x_twitter")).toHaveText("Autumn single origin is here. Free tasting Saturday 10:00 ☕");
    const lengths = page.getByRole("list", { name: "Platforms and lengths" });
    await expect(lengths.getByRole("listitem").filter({ hasText: "X" }).first()).toContainText("own version");
    await expect(lengths.getByRole("listitem").filter({ hasText: "LinkedIn" })).toContainText("94 / 3,000");
    await expect(lengths.getByRole("listitem").filter({ hasText: "own version" })).toContainText("/ 280");
    await expect(lengths.getByRole("listitem").filter({ hasText: "own version" })).not.toContainText("94 / 280");
    await saveScreenshotsAtBothWidths(page, "post-actions-draft");

    // Add to queue: scheduled at the next Monday or Thursday 09:00 Berlin.
    await page.getByRole("button", { name: "Add to queue" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Added to the queue" })).toBeVisible();
    const queued = await (await page.request.get(`/api/v1/posts/${postId}`)).json();
    expect(queued.data.post.status).toBe("scheduled");
    const local = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", weekday: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(queued.data.post.scheduled_at));
    expect(["Mon 09:00", "Thu 09:00"]).toContain(local);
    // Now scheduled, the same button moves it to the next free slot instead.
    await expect(page.getByRole("button", { name: "Move to next queue slot" })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "post-actions-queued");

    // Duplicate: a new draft with the same first line.
    await page.getByRole("button", { name: "Duplicate" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/posts/") && !url.pathname.endsWith(postId));
    await expect(page.getByRole("heading", { level: 1, name: "Autumn single origin is here" })).toBeVisible();
    const copyId = new URL(page.url()).pathname.split("/").at(-1)!;
    const copy = await (await page.request.get(`/api/v1/posts/${copyId}`)).json();
    expect(copy.data.post).toMatchObject({ status: "draft", versions: { x_twitter: { content: "Autumn single origin is here. Free tasting Saturday 10:00 ☕" } } });

    // Delete asks first; Cancel keeps it.
    await page.setViewportSize(MOBILE);
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this post?" });
    await expect(dialog).toBeVisible();
    await saveScreenshot(page, "post-actions-delete-dialog-390", { fullPage: false });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
    await page.waitForURL(/\/posts$/);
    expect((await page.request.get(`/api/v1/posts/${copyId}`)).status()).toBe(404);

    // Search by text, ignoring case: the list keeps the words in the URL.
    await page.setViewportSize(DESKTOP);
    await page.getByRole("searchbox", { name: "Search text" }).fill("SINGLE ORIGIN");
    await page.getByRole("searchbox", { name: "Search text" }).press("Enter");
    await page.waitForURL(/[?&]q=SINGLE\+ORIGIN/);
    await expect(page.getByRole("link", { name: /Autumn single origin is here/ }).first()).toBeVisible();
    // Two toasts may be up (duplicated, deleted): dismiss them one at a time before the screenshots.
    const dismiss = page.getByRole("button", { name: "Dismiss notification" });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    await saveScreenshotsAtBothWidths(page, "post-actions-search");
    await page.getByRole("searchbox", { name: "Search text" }).fill("no post says this");
    await page.getByRole("searchbox", { name: "Search text" }).press("Enter");
    await expect(page.getByText("No posts match these filters")).toBeVisible();

    // A published post: the dialog says the platforms keep it.
    await page.setViewportSize(DESKTOP);
    const published = await page.request.post("/api/v1/posts", { headers, data: { content: "Thanks for coming to the tasting!", platforms: ["linkedin"], brand_id: brandId } });
    const publishedId = (await published.json()).data.post.id;
    await page.request.post("/api/v1/posts/schedule", { headers, data: { post_id: publishedId, scheduled_at: new Date(Date.now() + 2_000).toISOString() } });
    await expect.poll(async () => (await (await page.request.get(`/api/v1/posts/${publishedId}`)).json()).data.post.status, { timeout: 30_000 }).toBe("published");
    await page.goto(`/posts/${publishedId}`);
    await page.getByRole("button", { name: "Remove from list" }).click();
    const removeDialog = page.getByRole("dialog", { name: "Remove this post from the list?" });
    await expect(removeDialog.getByText("the platforms keep it")).toBeVisible();
    await saveScreenshot(page, "post-actions-remove-published-1280", { fullPage: false });
    await removeDialog.getByRole("button", { name: "Remove from list" }).click();
    await page.waitForURL(/\/posts$/);
    expect((await page.request.get(`/api/v1/posts/${publishedId}`)).status()).toBe(404);
  });
});
