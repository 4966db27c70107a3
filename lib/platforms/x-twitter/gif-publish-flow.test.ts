import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import * as mediaRoute from "@/app/api/v1/media/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { attemptDelivery } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";
import { goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testAnimatedGif, uploadForm } from "@/lib/testing/test-images";

// An animated GIF end to end at the API level: uploaded through POST /api/v1/media, a post for X
// citing it created through POST /api/v1/posts, then published by the pipeline's own step
// (attemptDelivery, the registered X publisher) against the stateful loopback X, which takes
// it only through the chunked upload and only once processing has succeeded.

const TOKEN = "user-token-123";

describeDb("an animated GIF from upload to X", () => {
  let owner: { userId: string; brandId: string };
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let server: PlatformServer | undefined;
  let x: XApi;

  beforeAll(async () => {
    owner = await publishingBrand("GIF");
    key = await createTestApiKey(owner.userId, { scopes: ["post", "read"] });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    leaveLive();
  });
  afterAll(leaveLive);

  const createPost = (body: unknown) => callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body });

  it("is uploaded with its frame size, checked per platform at creation, and reaches X through the chunked upload", async () => {
    const gif = await testAnimatedGif(120, 90, 8);
    const uploaded = await callRoute(mediaRoute.POST, "POST", "/api/v1/media", { headers: key.bearer, body: uploadForm(gif, { name: "loop.gif", type: "image/gif", altText: "A cup filling up, looping" }) });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const media = uploaded.body.data.media;
    // One frame's size, not the frames stacked.
    expect(media).toMatchObject({ mime_type: "image/gif", bytes: gif.byteLength, width: 120, height: 90, alt_text: "A cup filling up, looping" });

    // Threads takes no GIF: the post names Threads' rule, and X's is not among the problems.
    const refused = await createPost({ content: "Fresh loop", platforms: ["x_twitter", "threads"], brand_id: owner.brandId, image_url: media.url });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("image_url: threads: GIF is not accepted (only JPEG, PNG).");
    expect(refused.body.error.details).toEqual([{ field: "image_url", platform: "threads" }]);

    const created = await createPost({ content: "Fresh loop", platforms: ["x_twitter"], brand_id: owner.brandId, image_url: media.url });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const post = created.body.data.post;

    // One status check, after the 1 s X names, then succeeded.
    x = createXApi({ tokens: [TOKEN], gifProcessing: { states: ["in_progress"], checkAfterSecs: 1 } });
    server = await startPlatformServer([x]);
    await goLiveWithX(owner, server.url, TOKEN);
    const runAt = new Date(Date.now() - 1000);
    await db().post.update({ where: { id: post.id }, data: { status: "scheduled", scheduledAt: runAt } });
    const job = await db().publishJob.create({ data: { postId: post.id, runAt } });
    const [due] = await takeScheduledPosts([(await claimJob(job.id, "gif-test"))!]);
    expect(await attemptDelivery(due, "x_twitter")).toEqual({ platform: "x_twitter", status: "succeeded" });

    const routes = server.calls.map((call) => `${call.method} ${call.path} ${call.status}`);
    const id = x.media[0].id;
    expect(routes).toEqual([
      "POST /2/media/upload/initialize 200",
      `POST /2/media/upload/${id}/append 200`,
      `POST /2/media/upload/${id}/finalize 200`,
      "GET /2/media/upload 200",
      "POST /2/media/metadata 200",
      "POST /2/tweets 201",
    ]);
    expect(x.media).toEqual([expect.objectContaining({ mimeType: "image/gif", category: "tweet_gif", state: "succeeded", altText: "A cup filling up, looping" })]);
    expect(new Uint8Array(x.media[0].bytes)).toEqual(gif);
    expect(x.tweets).toEqual([expect.objectContaining({ text: "Fresh loop", mediaIds: [id], token: TOKEN })]);
    const delivery = await db().delivery.findFirstOrThrow({ where: { jobId: job.id } });
    expect(delivery).toMatchObject({ status: "succeeded", platformPostId: x.tweets[0].id, error: null });
  });
});
