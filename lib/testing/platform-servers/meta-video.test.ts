import { afterAll, beforeAll, expect, it } from "vitest";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createFacebookPublisher } from "@/lib/platforms/facebook/publisher";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { hostMediaStore } from "@/lib/testing/platform-servers/media-host";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";
import { testVideo } from "@/lib/testing/test-videos";
import type { VideoFacts } from "@/lib/video/video-facts";

// A video to Meta's platforms (docs/video.md, "Instagram Reels, Threads and Facebook"): real
// ffmpeg videos stored as uploads, delivered through the runner as production delivers them, and
// pulled by the loopback Instagram, Threads and Facebook from the upload's public URL (a loopback
// host of the media store), which probe them and refuse what the platforms' specifications refuse.

const IG = { ig_user_id: "17841400000000001", access_token: "ig-token" };
const THREADS = { threads_user_id: "7300000000000001", access_token: "th-token" };
const FB = { page_id: "104000000000001", page_access_token: "fb-token" };
const TOKENS = { x: [], facebook: ["fb-token"], instagram: ["ig-token"], threads: ["th-token"], linkedin: [], googleBusiness: [], tiktok: [] };

let platforms: PlatformServers;
let host: Awaited<ReturnType<typeof hostMediaStore>>;
let clip: Uint8Array;
let oneSecond: Uint8Array;
let fifteenFps: Uint8Array;

/** What the probe finds in a testVideo of these settings (storeTestVideo keeps the facts it is given). */
const facts = (seconds: number, fps = 30): Omit<VideoFacts, "bytes"> => ({ container: "mp4", mimeType: "video/mp4", videoCodec: "h264", audioCodec: "aac", durationMs: seconds * 1000, width: 180, height: 320, frameRate: fps, bitRate: 300_000 });
const routes = (calls: { method: string; path: string; status: number }[]) => calls.map((c) => `${c.method} ${c.path} ${c.status}`);

beforeAll(async () => {
  host = await hostMediaStore();
  process.env.MEDIA_PUBLIC_BASE_URL = host.baseUrl;
  forgetServerEnv();
  platforms = await startPlatformServers(TOKENS);
  [clip, oneSecond, fifteenFps] = await Promise.all([
    testVideo({ seconds: 4, width: 180, height: 320 }),
    testVideo({ seconds: 1, width: 180, height: 320 }),
    testVideo({ seconds: 2, width: 180, height: 320, fps: 15 }),
  ]);
}, 120_000);
afterAll(async () => {
  delete process.env.MEDIA_PUBLIC_BASE_URL;
  forgetServerEnv();
  await platforms.close();
  await host.close();
});

describeDb("a video to Instagram, Threads and Facebook on the loopback platforms", () => {
  it("Instagram: a Reel: the REELS container pulls the upload and its cover, is checked while IN_PROGRESS, then published with its permalink", async () => {
    const before = platforms.servers.graph.calls.length;
    const cover = await testImage(180, 320, "jpeg");
    const { delivery, imageUrl } = await deliverThroughRunner("instagram", platforms.env.META_GRAPH_BASE_URL, {
      text: "Latte art, in four seconds #coffee",
      video: { bytes: clip, facts: facts(4), cover },
      credentials: IG,
      publisher: createInstagramPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    const published = platforms.instagram.published.find((media) => media.id === delivery.platformPostId)!;
    const reel = published.container;
    expect(reel).toMatchObject({ mediaType: "REELS", text: "Latte art, in four seconds #coffee", imageUrl: null });
    expect(reel.video).toMatchObject({ url: imageUrl, shareToFeed: "true", fetched: { status: 200, isoBmff: true, bytes: clip.byteLength, facts: { videoCodec: "h264" } } });
    expect(reel.video!.fetched.facts!.durationMs).toBeGreaterThanOrEqual(3_900);
    expect(reel.video!.coverUrl).toMatch(/\.jpg$/);
    expect(reel.video!.cover).toMatchObject({ status: 200, contentType: "image/jpeg" });
    expect(new Uint8Array(reel.video!.cover!.bytes)).toEqual(new Uint8Array(cover));
    expect(delivery.permalink).toBe(published.permalink);
    expect(routes(platforms.servers.graph.calls.slice(before))).toEqual([
      `POST /${IG.ig_user_id}/media 200`,
      `GET /${reel.id} 200`,
      `GET /${reel.id} 200`,
      `GET /${reel.id} 200`,
      `POST /${IG.ig_user_id}/media_publish 200`,
      `GET /${published.id} 200`,
    ]);
  });

  it("Threads: a VIDEO container with the text and the upload's alt text, checked, then threads_publish", async () => {
    const before = platforms.servers.threads.calls.length;
    const { delivery, imageUrl } = await deliverThroughRunner("threads", platforms.env.THREADS_API_BASE_URL, {
      text: "Four seconds of test pattern",
      video: { bytes: clip, facts: facts(4), altText: "Colour bars and a moving counter" },
      credentials: THREADS,
      publisher: createThreadsPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    const published = platforms.threads.published.find((media) => media.id === delivery.platformPostId)!;
    expect(published.container).toMatchObject({ mediaType: "VIDEO", text: "Four seconds of test pattern", altText: "Colour bars and a moving counter", video: { url: imageUrl, fetched: { status: 200, isoBmff: true } } });
    expect(delivery.permalink).toBe(published.permalink);
    const statusReads = platforms.servers.threads.calls.slice(before).filter((call) => call.path === `/${published.container.id}`);
    expect(statusReads.map((call) => call.query.get("fields"))).toEqual(["status,error_message", "status,error_message", "status,error_message"]);
  });

  it("Facebook: a Page video from file_url with the description, checked until ready, its link read from permalink_url", async () => {
    const { delivery, imageUrl } = await deliverThroughRunner("facebook", platforms.env.META_GRAPH_BASE_URL, {
      text: "Our new espresso machine, in action",
      video: { bytes: clip, facts: facts(4) },
      credentials: FB,
      publisher: createFacebookPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    const video = platforms.facebook.videos.find((v) => v.id === delivery.platformPostId)!;
    expect(video).toMatchObject({ pageId: FB.page_id, fileUrl: imageUrl, description: "Our new espresso machine, in action", token: "fb-token", problem: null, pendingChecks: -1 });
    expect(video.fetched).toMatchObject({ status: 200, isoBmff: true, bytes: clip.byteLength });
    expect(delivery.permalink).toBe(`https://www.facebook.com/${FB.page_id}/videos/${video.id}/`);
  });

  it("a video the platform refuses fails once, with the platform's own reason, and nothing is published", async () => {
    const instagramBefore = platforms.instagram.published.length;
    const reel = await deliverThroughRunner("instagram", platforms.env.META_GRAPH_BASE_URL, {
      text: "Too short for a Reel",
      video: { bytes: oneSecond, facts: facts(1) },
      credentials: IG,
      publisher: createInstagramPublisher({ sleep: noSleep }),
    });
    // Reels run 3 seconds to 15 minutes; Instagram answers the subcode, and no attempt repeats it.
    expect(reel.delivery).toMatchObject({ status: "failed", attempts: 1, error: "Instagram could not process the video: Error: Media upload has failed with error code 2207026" });
    expect(platforms.instagram.published.length).toBe(instagramBefore);

    const thread = await deliverThroughRunner("threads", platforms.env.THREADS_API_BASE_URL, {
      text: "Fifteen frames a second",
      video: { bytes: fifteenFps, facts: facts(2, 15) },
      credentials: THREADS,
      publisher: createThreadsPublisher({ sleep: noSleep }),
    });
    expect(thread.delivery).toMatchObject({ status: "failed", attempts: 1, error: "Threads could not process the video: INVALID_FRAME_RATE" });

    // A file whose bytes are no video at all (a JPEG stored as an MP4).
    const page = await deliverThroughRunner("facebook", platforms.env.META_GRAPH_BASE_URL, {
      text: "Not really a video",
      video: { bytes: await testImage(64, 64, "jpeg"), facts: facts(4) },
      credentials: FB,
      publisher: createFacebookPublisher({ sleep: noSleep }),
    });
    expect(page.delivery).toMatchObject({ status: "failed", attempts: 1, error: "Facebook could not process the video: The video file you selected is in a format that we don't support." });
  });
});
