import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import * as mediaRoute from "@/app/api/v1/media/route";
import { db } from "@/lib/db/client";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testImage, uploadForm } from "@/lib/testing/test-images";
import { storeTestVideo, testVideo, type TestVideoOptions } from "@/lib/testing/test-videos";
import { probeVideo } from "@/lib/video/probe-video";

// A post's video is checked against each publishing platform's video rules when it is saved
// (docs/platforms.md, "Video"): real ffmpeg-made videos, stored with the facts ffprobe finds in
// the same bytes, through the real route handlers.

const POSTS = "/api/v1/posts";

describeDb("a post with a video", () => {
  let owner: { userId: string; workspaceId: string; brandId: string };
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let folder: string;
  /** 4 s 360 × 640 H.264/AAC MP4 at 30 fps: X, TikTok, Instagram, Threads, Bluesky and Facebook take it. */
  let fits: string;
  /** The same at 2 s: under TikTok's and Instagram's 3 seconds. */
  let short: string;
  /** A 4 s VP9/Opus WebM: TikTok takes it, Instagram does not. */
  let webm: string;
  let image: string;

  const create = (body: unknown) => callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body });
  const patch = (id: string, body: unknown) => callRoute(postRoute.PATCH, "PATCH", `${POSTS}/${id}`, { headers: key.bearer, body, params: { id } });
  const schedule = (id: string) =>
    callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers: key.bearer, body: { post_id: id, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() } });

  /** A real video, probed as an upload is, stored with what the probe found. */
  async function stored(options: TestVideoOptions, name: string): Promise<string> {
    const bytes = await testVideo(options);
    const file = path.join(folder, name);
    await writeFile(file, bytes);
    const probed = await probeVideo(file);
    if (!probed.ok) throw new Error(probed.problem);
    return (await storeTestVideo(owner, bytes, probed.video)).url;
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "brandcast-post-videos-"));
    owner = await publishingBrand("Post videos");
    key = await createTestApiKey(owner.userId, { scopes: ["read", "write", "post", "schedule"], rpm: 600 });
    fits = await stored({ seconds: 4, width: 360, height: 640, fps: 30 }, "fits.mp4");
    short = await stored({ seconds: 2, width: 360, height: 640, fps: 30 }, "short.mp4");
    webm = await stored({ seconds: 4, width: 360, height: 640, fps: 30, codec: "vp9" }, "clip.webm");
    const uploaded = await callRoute(mediaRoute.POST, "POST", "/api/v1/media", { headers: key.bearer, body: uploadForm(await testImage(400, 400, "jpeg"), { name: "plate.jpg", type: "image/jpeg" }) });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    image = uploaded.body.data.media.url;
  }, 180_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("a video every platform takes is saved as image_url or as media[0]; it satisfies Instagram's and TikTok's need for media, so the post is scheduled", async () => {
    const platforms = ["x_twitter", "tiktok", "instagram", "threads", "bluesky", "facebook"];
    const res = await create({ content: "Behind the counter", platforms, brand_id: owner.brandId, image_url: fits });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.post).toMatchObject({ image_url: fits });
    expect(res.body.data.warnings).toEqual([]);
    const scheduled = await schedule(res.body.data.post.id);
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);

    const listed = await create({ content: "Behind the counter", platforms, media: [{ url: fits, alt_text: "The espresso machine at work" }] });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.post).toMatchObject({ image_url: fits, media: [{ url: fits, alt_text: "The espresso machine at work" }] });
  });

  it("400 naming the field, the platform and the rule: a 2-second video for TikTok; nothing is stored", async () => {
    const before = await db().post.count({ where: { brandId: owner.brandId } });
    const res = await create({ content: "Quick one", platforms: ["x_twitter", "tiktok"], brand_id: owner.brandId, versions: { tiktok: { media: [{ url: short }] } } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.message).toMatch(/^versions\.tiktok\.media\[0\]\.url: tiktok: a video of 2(\.\d+)? seconds; TikTok takes at least 3 seconds\.$/);
    expect(res.body.error.details).toEqual([{ field: "versions.tiktok.media[0].url", platform: "tiktok" }]);
    expect(await db().post.count({ where: { brandId: owner.brandId } })).toBe(before);
    // X takes the same video.
    expect((await create({ content: "Quick one", platforms: ["x_twitter"], image_url: short })).status).toBe(200);
  });

  it("the container is judged by its content: a VP9 WebM goes to TikTok and is refused for Instagram", async () => {
    expect((await create({ content: "Clip", platforms: ["tiktok"], image_url: webm })).status).toBe(200);
    const res = await create({ content: "Clip", platforms: ["tiktok", "instagram"], image_url: webm });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("image_url: instagram: a WebM file; Instagram takes MP4, MOV.");
  });

  it("400 for a video beside images, naming each platform; for two videos; a video in media[1] is named by its place", async () => {
    const mixed = await create({ content: "Both", platforms: ["x_twitter", "bluesky"], media: [{ url: fits }, { url: image }] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.message).toContain("media[0].url: x_twitter: X takes a video alone in a post, and this one has 1 image beside it");
    expect(mixed.body.error.message).toContain("bluesky: Bluesky takes a video alone in a post");
    expect(mixed.body.error.details).toEqual([
      { field: "media[0].url", platform: "x_twitter" },
      { field: "media[0].url", platform: "bluesky" },
    ]);

    const two = await create({ content: "Two", platforms: ["x_twitter"], media: [{ url: fits }, { url: short }] });
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe("media[0].url: x_twitter: 2 videos; X takes one video per post; media[1].url: x_twitter: 2 videos; X takes one video per post.");

    const after = await create({ content: "Image first", platforms: ["x_twitter"], media: [{ url: image }, { url: fits }] });
    expect(after.status).toBe(400);
    expect(after.body.error.details).toEqual([{ field: "media[1].url", platform: "x_twitter" }]);
  });

  it("Google Business Profile publishes no video: 400 with the reason; a version without it publishes the rest", async () => {
    const res = await create({ content: "Open late", platforms: ["google_business", "x_twitter"], image_url: fits });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^image_url: google_business: Google Business Profile publishes no video through its API: a local post carries a photo, not a video/);
    const without = await create({ content: "Open late", platforms: ["google_business", "x_twitter"], image_url: fits, versions: { google_business: { image_url: null } } });
    expect(without.status, JSON.stringify(without.body)).toBe(200);
  });

  it("PATCH checks the video it is given as creation does", async () => {
    const created = await create({ content: "Later", platforms: ["x_twitter", "tiktok"], brand_id: owner.brandId, image_url: fits });
    expect(created.status).toBe(200);
    const res = await patch(created.body.data.post.id, { image_url: short });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: "image_url", platform: "tiktok" }]);
  });
});
