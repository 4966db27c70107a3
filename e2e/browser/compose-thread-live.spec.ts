import type { Page } from "@playwright/test";
import { signInBrowser } from "../support/browser";
import { expect as baseExpect, test } from "../support/fixtures";
import { photo, saveDraftAndSchedule } from "../support/live-publishing";
import { brandConnectedTo, LIVE_APP, useLiveOwnServer } from "../support/live-own-server";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// A thread and a first comment written in the composer: X gets a three-part thread and a first
// reply, Instagram a first comment, each part counted on its own; the post, published live by a
// server of this spec's own to the loopback platforms, goes out as replies in order (X) and a
// comment on the media (Instagram), and the post page shows how far each got, with its links.

const APP = LIVE_APP;
const TOKENS = { x: "x-e2e-thread-token", instagram: "ig-e2e-thread-token" };

const expect = baseExpect.configure({ timeout: 30_000 });

const loopbacks = useLiveOwnServer({ x: [TOKENS.x], instagram: [TOKENS.instagram] });

const card = (page: Page, platform: string) => page.locator(`[data-testid="compose-platform"][data-platform="${platform}"]`);

test("a three-part thread with a first reply on X and a first comment on Instagram, written in the composer, go out live in order", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  await brandConnectedTo(page, "Thread Roasters", [
    ["x_twitter", { access_token: TOKENS.x }],
    ["instagram", { ig_user_id: "17841400000000077", access_token: TOKENS.instagram }],
  ]);
  const platforms = loopbacks();

  await page.goto(`${APP}/posts/new`);
  await page.getByLabel("Default text").fill("Our harvest notes, in three parts. 1/3");
  for (const name of [/^X/, /Instagram/]) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("combobox", { name: /^Brand/ }).selectOption({ label: "Thread Roasters" });
  await page.getByLabel("Image file").setInputFiles({ name: "harvest.jpg", mimeType: "image/jpeg", buffer: await photo(640) });
  await expect(page.getByRole("img", { name: "The uploaded image" })).toBeVisible();

  // Instagram publishes no thread: its card offers only the first comment.
  await expect(card(page, "instagram").getByRole("button", { name: /add a reply/i })).toHaveCount(0);
  await card(page, "instagram").getByRole("button", { name: "Add a first comment" }).click();
  await card(page, "instagram").getByLabel(/^First comment/).fill("Tasting notes: https://thread.example/harvest #coffee");

  const x = card(page, "x_twitter");
  await x.getByRole("button", { name: "Make it a thread: add a reply" }).click();
  await x.getByLabel(/^Part 2/).fill("The beans came in early this year: a dry August. 2/3");
  await x.getByRole("button", { name: "Add a reply" }).click();
  // An over-long part is counted as X counts it and blocks saving, naming the part.
  await x.getByLabel(/^Part 3/).fill("x".repeat(281));
  await expect(x.locator('[data-testid="compose-thread-part"][data-over]')).toHaveCount(1);
  await expect(page.getByText("Part 3 of the X thread is over X's limit: shorten it to save.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save draft" })).toBeDisabled();
  await x.getByLabel(/^Part 3/).fill("Roasted this week, in the shop from Friday. 3/3");
  await x.getByRole("button", { name: "Add a first reply" }).click();
  await x.getByLabel(/^First reply/).fill("Order here: https://thread.example/shop");
  await expect(x.getByTestId("compose-thread-part")).toHaveCount(2);
  await saveScreenshotsAtBothWidths(page, "compose-thread-editor");
  await page.setViewportSize(DESKTOP);

  const postId = await saveDraftAndSchedule(page);
  await expect(page.locator('[data-testid="delivery"][data-status="succeeded"]')).toHaveCount(2, { timeout: 90_000 });

  // X: the post, its two replies in order (each replying to the one before), then the first reply to the post.
  const tweets = platforms.x.tweets.filter((t) => t.token === TOKENS.x);
  expect(tweets.map((t) => t.text)).toEqual([
    "Our harvest notes, in three parts. 1/3",
    "The beans came in early this year: a dry August. 2/3",
    "Roasted this week, in the shop from Friday. 3/3",
    "Order here: https://thread.example/shop",
  ]);
  expect(tweets.map((t) => t.inReplyTo)).toEqual([undefined, tweets[0].id, tweets[1].id, tweets[0].id]);
  // Instagram: one comment, on the published media.
  expect(platforms.instagram.comments.map((c) => c.message)).toEqual(["Tasting notes: https://thread.example/harvest #coffee"]);

  // The post page: what follows the post per platform, and how far each delivery got.
  await page.reload();
  await expect(page.getByTestId("post-follow-ups-x_twitter").getByTestId("post-thread-part")).toHaveCount(2);
  await expect(page.getByTestId("post-follow-ups-instagram").getByTestId("post-first-comment")).toContainText("Tasting notes");
  const xDelivery = page.locator('[data-testid="delivery"][data-platform="x_twitter"]');
  await expect(xDelivery.getByTestId("delivery-thread-progress")).toHaveText("Thread: 2 of 2 replies published");
  await expect(xDelivery.locator('[data-testid="delivery-follow-up"][data-status="succeeded"]')).toHaveText([/^Part 2: published/, /^Part 3: published/, /^First reply: published/]);
  // Versions holding only a thread or a comment are not shown as "own versions" of the text.
  await expect(page.getByTestId("post-platform-version-x_twitter")).toHaveCount(0);
  const igDelivery = page.locator('[data-testid="delivery"][data-platform="instagram"]');
  await expect(igDelivery.getByTestId("delivery-follow-up")).toHaveText(/First comment: published/);
  const api = (await (await page.request.get(`${APP}/api/v1/posts/${postId}`)).json()).data.post;
  expect(api.versions.x_twitter.thread).toHaveLength(2);
  expect(api.deliveries.find((d: { platform: string }) => d.platform === "x_twitter").thread.map((p: { part: number; id: string }) => [p.part, p.id])).toEqual([
    [2, tweets[1].id],
    [3, tweets[2].id],
  ]);
  await saveScreenshotsAtBothWidths(page, "compose-thread-published");
});
