import { createHash } from "node:crypto";
import { testVideo } from "../../lib/testing/test-video-file";
import { signInBrowser } from "../support/browser";
import { expect as baseExpect, test } from "../support/fixtures";
import { saveDraftAndSchedule } from "../support/live-publishing";
import { brandConnectedTo, LIVE_APP, useLiveOwnServer } from "../support/live-own-server";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// A video made by ffmpeg, chosen in the composer: it goes up in chunks through an upload session,
// is shown with its cover frame and what ffprobe found, and is published live by a server of this
// spec's own to the loopback TikTok (FILE_UPLOAD in chunks), Instagram (a Reel the platform pulls
// from its URL) and X (the chunked tweet_video upload): each receives the same bytes, and the post
// page shows each permalink.

const TOKENS = { x: "x-e2e-video-token", instagram: "ig-e2e-video-token", tiktok: "tt-e2e-video-token" };
const APP = LIVE_APP;

const expect = baseExpect.configure({ timeout: 30_000 });
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const loopbacks = useLiveOwnServer({ x: [TOKENS.x], instagram: [TOKENS.instagram], tiktok: [TOKENS.tiktok] });

test("a video chosen in the composer goes out live to TikTok, an Instagram Reel and X, the same bytes everywhere", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  await brandConnectedTo(page, "Reel Roasters", [
    ["x_twitter", { access_token: TOKENS.x }],
    ["instagram", { ig_user_id: "17841400000000099", access_token: TOKENS.instagram }],
    ["tiktok", { access_token: TOKENS.tiktok }],
  ]);
  const platforms = loopbacks();

  // Portrait, 4 seconds, 30 fps, H.264 and AAC: what all three take.
  const video = await testVideo({ seconds: 4, width: 720, height: 1280, fps: 30 });
  await page.goto(`${APP}/posts/new`);
  await page.getByLabel("Default text").fill("Four seconds of the roaster at work.");
  for (const name of [/^X/, /Instagram/, /TikTok/]) await page.getByRole("checkbox", { name }).check();
  for (const name of [/LinkedIn/, /^Threads/, /Facebook/, /Bluesky/, /Google/]) await page.getByRole("checkbox", { name }).uncheck();
  await page.getByRole("combobox", { name: /^Brand/ }).selectOption({ label: "Reel Roasters" });
  await page.getByLabel("Video file").setInputFiles({ name: "roaster.mp4", mimeType: "video/mp4", buffer: Buffer.from(video) });

  // What ffprobe found, the cover frame as the poster, and no platform objecting.
  const item = page.getByTestId("compose-image-item");
  await expect(item).toContainText("Video · 0:04 · 720 × 1280 px · H.264 / AAC · 30 fps");
  await expect(item.locator("video")).toHaveAttribute("poster", /-cover\.jpg$/);
  const cover = await page.request.get((await item.locator("video").getAttribute("poster"))!);
  expect(cover.headers()["content-type"]).toBe("image/jpeg");
  await expect(page.getByRole("list", { name: "Video problems per platform" })).toHaveCount(0);
  // No card judges the video by the image rules (Instagram takes only JPEG images, and this is no image).
  await expect(page.getByTestId("compose-image-problem")).toHaveCount(0);
  await page.getByLabel(/^Alt text/).fill("The drum turning, beans tumbling");
  await page.getByLabel(/^Alt text/).blur();
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
  await saveScreenshotsAtBothWidths(page, "compose-video-editor");
  await page.setViewportSize(DESKTOP);

  await saveDraftAndSchedule(page);
  await expect(page.locator('[data-testid="delivery"][data-status="succeeded"]')).toHaveCount(3, { timeout: 150_000 });

  // TikTok: the file in chunks, joined to the same bytes. Instagram: a REELS container holding the video it pulled. X: a tweet_video.
  const [tiktok] = platforms.tiktok.videoPublishes.filter((publish) => publish.token === TOKENS.tiktok);
  expect(sha256(Buffer.concat(tiktok.chunks))).toBe(sha256(video));
  const [reel] = platforms.instagram.published.filter((media) => media.token === TOKENS.instagram);
  expect(reel.container.mediaType).toBe("REELS");
  expect(reel.container.video?.coverUrl).toMatch(/-cover\.jpg$/);
  const [tweet] = platforms.x.tweets.filter((t) => t.token === TOKENS.x);
  const xVideo = platforms.x.media.find((m) => m.id === tweet.mediaIds[0])!;
  expect(xVideo.category).toBe("tweet_video");
  expect(sha256(xVideo.bytes)).toBe(sha256(video));

  await page.reload();
  await expect(page.getByTestId("post-image").locator("video")).toBeVisible();
  for (const platform of ["x_twitter", "instagram", "tiktok"]) {
    await expect(page.locator(`[data-testid="delivery"][data-platform="${platform}"]`).getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
  }
  await saveScreenshotsAtBothWidths(page, "compose-video-published");
});
