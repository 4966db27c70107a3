import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFacebookPublisher } from "@/lib/platforms/facebook/publisher";
import { isTransientReelError } from "@/lib/platforms/instagram/reel";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { PublishRequest, PublishVideo } from "@/lib/platforms/publisher-kit/types";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { isTransientThreadsVideoError } from "@/lib/platforms/threads/video-post";
import { createFacebookApi, type FacebookApi } from "@/lib/testing/platform-servers/facebook";
import type { ContainerApi } from "@/lib/testing/platform-servers/graph-containers";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { createInstagramApi } from "@/lib/testing/platform-servers/instagram";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createThreadsApi } from "@/lib/testing/platform-servers/threads";
import { testVideo } from "@/lib/testing/test-videos";

// The bounds of a video's processing wait, and what the loopbacks refuse, without a database:
// the publishers called directly against loopback platforms whose processing never ends.

let host: { url: string; close: () => Promise<void> };
let instagram: ContainerApi;
let threads: ContainerApi;
let facebook: FacebookApi;
let graph: PlatformServer;
let threadsServer: PlatformServer;

/** A video as the pipeline hands it over (lib/publishing/video-for-publishing.ts), at the host's URL. */
const video = (url: string): PublishVideo => ({
  url,
  mimeType: "video/mp4",
  bytes: 1,
  durationMs: 4000,
  width: 180,
  height: 320,
  frameRate: 30,
  videoCodec: "h264",
  audioCodec: "aac",
  coverUrl: null,
  altText: null,
  readRange: () => Promise.reject(new Error("the Meta platforms pull the URL; nothing reads the file")),
});
const request = (platform: PublishRequest["platform"], credentials: Record<string, string>, url = host.url): PublishRequest => ({
  platform,
  text: "Never done",
  imageUrl: null,
  video: video(url),
  credentials,
  idempotencyKey: "meta-video-waits",
});
const refusal = (promise: Promise<unknown>) => promise.then(() => expect.unreachable("published"), (error: unknown) => error as PublishError);

beforeAll(async () => {
  host = await hostImage(await testVideo({ seconds: 4, width: 180, height: 320 }), "video/mp4");
  // Processing that outlasts any bound the publishers set.
  instagram = createInstagramApi({ tokens: ["ig-token"], videoProcessingChecks: 1000 });
  facebook = createFacebookApi({ tokens: ["fb-token"], videoProcessingChecks: 1000 });
  threads = createThreadsApi({ tokens: ["th-token"], videoProcessingChecks: 1000 });
  graph = await startPlatformServer([facebook, instagram], { pathPrefix: "/v21.0" });
  threadsServer = await startPlatformServer([threads], { pathPrefix: "/v1.0" });
}, 60_000);
afterAll(async () => {
  await Promise.all([graph.close(), threadsServer.close(), host.close()]);
});

describe("a video whose processing does not end within the bound", () => {
  it("Instagram and Threads: retryable (nothing is published), saying how long it was checked; the container is never published", async () => {
    const sleeps: number[] = [];
    const wait = { sleep: async (ms: number) => void sleeps.push(ms), maxChecks: 4 };
    const reel = await refusal(createInstagramPublisher(wait).publish(request("instagram", { ig_user_id: "17841400000000009", access_token: "ig-token" }), { baseUrl: graph.url, timeoutMs: 30_000 }));
    expect(reel).toBeInstanceOf(PublishError);
    expect(reel).toMatchObject({ kind: "retryable", message: "Instagram is still processing the video after 4 status checks (30 s); nothing was published; try again shortly." });
    // Ten seconds apart (videoWaitOptions), one sleep fewer than the checks.
    expect(sleeps).toEqual([10_000, 10_000, 10_000]);
    expect(instagram.published).toHaveLength(0);
    expect(graph.calls.some((call) => call.path.endsWith("/media_publish"))).toBe(false);

    const post = await refusal(createThreadsPublisher({ sleep: async () => {}, maxChecks: 2 }).publish(request("threads", { threads_user_id: "7300000000000009", access_token: "th-token" }), { baseUrl: threadsServer.url, timeoutMs: 30_000 }));
    expect(post).toMatchObject({ kind: "retryable", message: "Threads is still processing the video after 2 status checks (10 s); nothing was published; try again shortly." });
    expect(threads.published).toHaveLength(0);
  });

  it("Facebook: the video was already given to the Page, so the outcome is unknown (never a blind retry), naming the video", async () => {
    const error = await refusal(createFacebookPublisher({ sleep: async () => {}, maxChecks: 3 }).publish(request("facebook", { page_id: "104000000000009", page_access_token: "fb-token" }), { baseUrl: graph.url, timeoutMs: 30_000 }));
    const [uploaded] = facebook.videos;
    expect(error).toMatchObject({ kind: "unknown_outcome" });
    expect(error.message).toBe(`Facebook did not confirm the post (video ${uploaded.id} was still processing after 3 status checks; it appears on the Page once Facebook has processed it); it may have been published; check Facebook before retrying.`);
    expect(graph.calls.filter((call) => call.path === `/${uploaded.id}`)).toHaveLength(3);
  });
});

describe("the loopbacks refuse what the platforms refuse", () => {
  const post = async (path: string, params: Record<string, string>, base = graph.url) => {
    const answer = await fetch(`${base}${path}`, { method: "POST", body: new URLSearchParams(params) });
    return { status: answer.status, json: (await answer.json()) as { id?: string; error?: { message: string; code: number } } };
  };

  it("Instagram: media_type=VIDEO (retired for REELS), a REELS container without video_url, publishing one still IN_PROGRESS", async () => {
    const user = "/17841400000000008";
    const retired = await post(`${user}/media`, { media_type: "VIDEO", video_url: host.url, access_token: "ig-token" });
    expect(retired).toMatchObject({ status: 400, json: { error: { code: 100 } } });
    expect(retired.json.error!.message).toMatch(/VIDEO media type is no longer supported.*REELS/);
    expect((await post(`${user}/media`, { media_type: "REELS", caption: "x", access_token: "ig-token" })).json.error!.message).toMatch(/video_url is required/);
    const created = await post(`${user}/media`, { media_type: "REELS", video_url: host.url, caption: "x", access_token: "ig-token" });
    const early = await post(`${user}/media_publish`, { creation_id: created.json.id!, access_token: "ig-token" });
    expect(early).toMatchObject({ status: 400, json: { error: { code: 9007 } } });
  });

  it("Threads: a video that cannot be downloaded is ERROR FAILED_DOWNLOADING_VIDEO, and is not published", async () => {
    const api = createThreadsApi({ tokens: ["th-token"] });
    const server = await startPlatformServer([api], { pathPrefix: "/v1.0" });
    try {
      const user = "/7300000000000007";
      const created = await post(`${user}/threads`, { media_type: "VIDEO", video_url: "http://127.0.0.1:1/nowhere.mp4", text: "x", access_token: "th-token" }, server.url);
      const status = async () => ((await (await fetch(`${server.url}/${created.json.id}?fields=status,error_message&access_token=th-token`)).json()) as Record<string, string>);
      expect((await status()).status).toBe("IN_PROGRESS");
      expect((await status()).status).toBe("IN_PROGRESS");
      expect(await status()).toMatchObject({ status: "ERROR", error_message: "FAILED_DOWNLOADING_VIDEO" });
      const publish = await post(`${user}/threads_publish`, { creation_id: created.json.id!, access_token: "th-token" }, server.url);
      expect(publish.status).toBe(400);
      expect(publish.json.error!.message).toMatch(/processing failed \(FAILED_DOWNLOADING_VIDEO\)/);
    } finally {
      await server.close();
    }
  });
});

describe("which processing failures are worth another attempt", () => {
  it("Instagram's documented try-again subcodes, Threads' download and unknown errors; not a file that breaks the rules", () => {
    expect(isTransientReelError("Error: Media upload has failed with error code 2207003")).toBe(true);
    expect(isTransientReelError("Error: Media upload has failed with error code 2207053")).toBe(true);
    expect(isTransientReelError("Error: Media upload has failed with error code 2207026")).toBe(false);
    expect(isTransientReelError("ERROR")).toBe(false);
    expect(isTransientThreadsVideoError("FAILED_DOWNLOADING_VIDEO")).toBe(true);
    expect(isTransientThreadsVideoError("UNKNOWN")).toBe(true);
    expect(isTransientThreadsVideoError("INVALID_DURATION")).toBe(false);
  });
});
