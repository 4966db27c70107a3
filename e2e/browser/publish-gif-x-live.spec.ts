import { testAnimatedGif } from "../../lib/testing/test-images";
import { signInBrowser } from "../support/browser";
import { expect as baseExpect, test } from "../support/fixtures";
import { saveDraftAndSchedule } from "../support/live-publishing";
import { brandConnectedTo, LIVE_APP, useLiveOwnServer } from "../support/live-own-server";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// An animated GIF picked in the post form: the form names the platforms that refuse a GIF
// (Threads) and not X, and the post, published live by a server of this spec's own, reaches the
// loopback X through X's chunked upload (initialize, segments, finalize, status while processing).

const APP = LIVE_APP;
const X_TOKEN = "x-e2e-gif-token";
const ALT = "A coffee cup filling up, looping";

const expect = baseExpect.configure({ timeout: 30_000 });

const loopbacks = useLiveOwnServer({ x: [X_TOKEN] });

test("an animated GIF picked in the post form is refused for Threads only and reaches X through the chunked upload", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  await brandConnectedTo(page, "Loop Roasters", [["x_twitter", { access_token: X_TOKEN }]]);
  const platforms = loopbacks();

  const gif = Buffer.from(await testAnimatedGif(240, 160, 10));
  await page.goto(`${APP}/posts/new`);
  await page.getByLabel("Default text").fill("Watch the cup fill. Fresh pours all day.");
  for (const name of [/^X/, /Threads/]) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("combobox", { name: /^Brand/ }).selectOption({ label: "Loop Roasters" });
  await page.getByLabel("Image file").setInputFiles({ name: "cup-loop.gif", mimeType: "image/gif", buffer: gif });
  await expect(page.getByRole("img", { name: "The uploaded image" })).toBeVisible();
  await page.getByLabel("Alt text").fill(ALT);
  await page.getByLabel("Alt text").blur();
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();

  // Threads takes no GIF; X does (its chunked upload), so only Threads is named.
  const problems = page.getByRole("list", { name: "Image problems per platform" });
  await expect(problems.getByRole("listitem")).toHaveText(["Threads: GIF is not accepted (only JPEG, PNG)."]);
  await saveScreenshotsAtBothWidths(page, "publish-gif-x-form-threads-refused");
  await page.setViewportSize(DESKTOP);
  await page.getByRole("checkbox", { name: /Threads/ }).uncheck();
  await expect(problems).toHaveCount(0);

  const postId = await saveDraftAndSchedule(page);
  await expect(page.locator('[data-testid="delivery"][data-status="succeeded"]')).toHaveCount(1, { timeout: 60_000 });

  const post = (await (await page.request.get(`${APP}/api/v1/posts/${postId}`)).json()).data.post;
  expect(post.status).toBe("published");
  const stored = Buffer.from(await (await page.request.get(post.image_url)).body());
  expect(stored.equals(gif)).toBe(true);

  const media = platforms.x.media[0];
  // Connecting checked the token first (GET /2/users/me); the publish is what follows.
  const calls = platforms.servers.x.calls.filter((c) => c.api === "x" && c.path !== "/2/users/me").map((c) => `${c.method} ${c.path} ${c.status}`);
  expect(calls[0]).toBe("POST /2/media/upload/initialize 200");
  expect(calls).toContain(`POST /2/media/upload/${media.id}/append 200`);
  expect(calls.slice(-5)).toEqual([`POST /2/media/upload/${media.id}/finalize 200`, "GET /2/media/upload 200", "GET /2/media/upload 200", "POST /2/media/metadata 200", "POST /2/tweets 201"]);
  expect(media).toMatchObject({ mimeType: "image/gif", category: "tweet_gif", state: "succeeded", altText: ALT });
  expect(media.bytes.equals(stored)).toBe(true);
  expect(platforms.x.tweets).toEqual([expect.objectContaining({ text: post.content, mediaIds: [media.id] })]);
  await expect(page.getByTestId("post-image").getByRole("img", { name: ALT })).toBeVisible();
  await saveScreenshotsAtBothWidths(page, "publish-gif-x-published");
});
