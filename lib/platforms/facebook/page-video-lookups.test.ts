import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPublishedOnFacebook } from "@/lib/platforms/facebook/find-published";
import { facebookMetrics, isPageVideoId } from "@/lib/platforms/facebook/metrics";
import { publishFacebookPageVideo } from "@/lib/platforms/facebook/page-video";
import { MAX_LOOKUP_PAGES } from "@/lib/platforms/publisher-kit/find-published";
import { readWith } from "@/lib/testing/metrics-reader-harness";
import { createFacebookApi, type FacebookApi } from "@/lib/testing/platform-servers/facebook";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { testVideo } from "@/lib/testing/test-videos";

// A Page video after it is handed over (lib/platforms/facebook/page-video.ts): publishing records
// the video's own id, so finding it after a crash and reading its metrics must use that id, from
// the Page's videos list and the video's own insights edge. The loopback Facebook really receives
// the video by POST /{page-id}/videos, downloads and probes it, and answers these reads from what
// it received.

const PAGE = "104000000000077";
const CREDENTIALS = { page_id: PAGE, page_access_token: "page-token" };
const TIMEOUT = { timeoutMs: 5_000 };

describe("a published Facebook Page video can be found again and its metrics read", () => {
  let api: FacebookApi;
  let server: PlatformServer;
  let video: { url: string; close: () => Promise<void> };

  const publish = async (description: string) => {
    const { platformPostId, permalink } = await publishFacebookPageVideo(
      {
        pageId: PAGE,
        pageAccessToken: "page-token",
        description,
        video: { url: video.url, mimeType: "video/mp4", bytes: 1, durationMs: 1000, width: 160, height: 120, frameRate: 30, videoCodec: "h264", audioCodec: "aac", coverUrl: null, altText: null, readRange: async () => new Uint8Array() },
        wait: { maxChecks: 5, intervalMs: 0, sleep: async () => {} },
      },
      { baseUrl: server.url, ...TIMEOUT },
    );
    return { platformPostId, permalink };
  };
  const find = (text: string, since = new Date(Date.now() - 60_000), excludeIds: ReadonlySet<string> = new Set()) =>
    findPublishedOnFacebook({ text, credentials: CREDENTIALS, since, excludeIds }, { baseUrl: server.url, ...TIMEOUT });

  beforeAll(async () => {
    video = await hostImage(await testVideo({ seconds: 1, width: 160, height: 120 }), "video/mp4");
    api = createFacebookApi({ tokens: ["page-token"], videoProcessingChecks: 1 });
    server = await startPlatformServer([api], { pathPrefix: "/v21.0" });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await video.close();
  });

  it("the lookup finds the video by its description among the Page's videos, with the id and permalink publishing recorded", async () => {
    const published = await publish(`Behind the counter ${Date.now()}`);
    expect(isPageVideoId(published.platformPostId)).toBe(true);
    expect(published.permalink).toBe(`https://www.facebook.com/${PAGE}/videos/${published.platformPostId}/`);
    const text = api.videos.find((v) => v.id === published.platformPostId)!.description;

    expect(await find(text)).toEqual({ kind: "found", platformPostId: published.platformPostId, permalink: published.permalink });
    // The Page's posts were asked first (a video is no feed post on the loopback), then its videos.
    const lookups = server.calls.slice(-2).map((call) => `${call.method} ${call.path}`);
    expect(lookups).toEqual([`GET /${PAGE}/published_posts`, `GET /${PAGE}/videos`]);
    expect(server.calls.at(-1)!.query.get("fields")).toBe("id,description,created_time,permalink_url");

    // Another text, a video recorded for another delivery, or one older than the attempt: not found.
    expect(await find("A video never sent")).toEqual({ kind: "not_found" });
    expect(await find(text, undefined, new Set([published.platformPostId]))).toEqual({ kind: "not_found" });
    expect(await find(text, new Date(Date.now() + 60_000))).toEqual({ kind: "not_found" });
  });

  it("a video still processing when the attempt died is found too: it is listed from its upload on", async () => {
    const text = `Still processing ${Date.now()}`;
    const created = await fetch(`${server.url}/${PAGE}/videos`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ file_url: video.url, description: text, access_token: "page-token" }),
    });
    const { id } = (await created.json()) as { id: string };
    expect(await find(text)).toMatchObject({ kind: "found", platformPostId: id });
  });

  it("a Page with more videos than the lookup reads cannot tell, rather than saying not found", async () => {
    const many = createFacebookApi({ tokens: ["page-token"] });
    const crowded = await startPlatformServer([many], { pathPrefix: "/v21.0" });
    try {
      const base = api.videos[0]!;
      for (let n = 0; n < MAX_LOOKUP_PAGES * 100 + 1; n++) many.videos.push({ ...base, id: `9${n}`, pageId: PAGE, description: `Old video ${n}` });
      const answer = await findPublishedOnFacebook({ text: "Not among them", credentials: CREDENTIALS, since: new Date(Date.now() - 60_000), excludeIds: new Set() }, { baseUrl: crowded.url, ...TIMEOUT });
      expect(answer.kind).toBe("cannot_tell");
    } finally {
      await crowded.close();
    }
  });

  it("its metrics are read from the video's insights and comments, by the id publishing recorded; a Page post still by its post reads", async () => {
    const { platformPostId } = await publish(`Metrics ${Date.now()}`);
    const first = await readWith(facebookMetrics, server.url, CREDENTIALS, platformPostId);
    const second = await readWith(facebookMetrics, server.url, CREDENTIALS, platformPostId);
    expect(first.sourceEndpoint).toBe(`GET /${platformPostId}/video_insights?metric=total_video_views + GET /${platformPostId}?fields=comments.summary(total_count).limit(0)`);
    expect(facebookMetrics.endpoint({ platformPostId, publishedAt: new Date(), now: new Date() })).toBe(first.sourceEndpoint);
    expect(first.metrics).toEqual({
      views: { state: "value", value: 89 },
      comments: { state: "value", value: 2 },
      reach: { state: "not_returned" },
      likes: { state: "not_returned" },
      shares: { state: "not_returned" },
      saves: { state: "not_offered" },
      clicks: { state: "not_offered" },
    });
    expect(second.metrics.views).toEqual({ state: "value", value: 178 });
    const paths = server.calls.slice(-2).map((call) => call.path);
    expect(paths).toEqual([`/${platformPostId}/video_insights`, `/${platformPostId}`]);

    // A Page post's metrics on a video's id are Graph's invalid-metric error on the loopback, as
    // the post metrics are no video insights: the reader never asks for them.
    const wrong = await fetch(`${server.url}/${platformPostId}/video_insights?metric=post_media_view&access_token=page-token`);
    expect(wrong.status).toBe(400);
    expect(isPageVideoId(`${PAGE}_122100000000000001`)).toBe(false);
  });
});
