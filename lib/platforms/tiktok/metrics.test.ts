import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTikTokMetrics, tiktokMetrics } from "@/lib/platforms/tiktok/metrics";
import { readWith, refusal } from "@/lib/testing/metrics-reader-harness";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createTikTokApi, type TikTokApi } from "@/lib/testing/platform-servers/tiktok";
import { tiktokRateLimited } from "@/lib/testing/platform-servers/tiktok-metrics";

const VIDEO = "7440000000000000123";

describe("the TikTok metrics reader against the loopback TikTok API", () => {
  let api: TikTokApi;
  let server: PlatformServer;
  const read = (token = "tt-token", id = VIDEO) => readWith(tiktokMetrics, server.url, { access_token: token }, id);

  beforeAll(async () => {
    api = createTikTokApi({ tokens: ["tt-token", "tt-other"] });
    server = await startPlatformServer([api]);
    api.publishes.push({ publishId: "p_pub_url~v2.1", body: {}, photos: [], token: "tt-token", statusChecks: 0, postId: VIDEO, permalink: "" });
  });
  afterAll(() => server.close());

  it("POSTs the documented query and maps views, likes, comments, shares; no reach, saves or clicks", async () => {
    const reading = await read();
    expect(reading.sourceEndpoint).toBe("POST /v2/video/query/?fields=id,view_count,like_count,comment_count,share_count");
    expect(server.calls.at(-1)!.json).toEqual({ filters: { video_ids: [VIDEO] } });
    expect(reading.metrics).toEqual({
      views: { state: "value", value: 300 },
      reach: { state: "not_offered" },
      likes: { state: "value", value: 12 },
      comments: { state: "value", value: 2 },
      shares: { state: "value", value: 1 },
      saves: { state: "not_offered" },
      clicks: { state: "not_offered" },
    });
  });

  it("a field TikTok does not have is invalid_params; a count it leaves out is not_returned", async () => {
    const answer = await fetch(`${server.url}/v2/video/query/?fields=id,play_count`, { method: "POST", headers: { authorization: "Bearer tt-token", "content-type": "application/json" }, body: JSON.stringify({ filters: { video_ids: [VIDEO] } }) });
    expect(await answer.json()).toMatchObject({ error: { code: "invalid_params", message: "Invalid field: play_count" } });
    api.metrics.withheld.add("share_count");
    try {
      expect((await read()).metrics.shares).toEqual({ state: "not_returned" });
    } finally {
      api.metrics.withheld.clear();
    }
  });

  it("429 rate_limit_exceeded is retryable; an expired token reconnects; another account's video or a publish id is final", async () => {
    api.metrics.scripted.push(tiktokRateLimited());
    expect(await refusal(() => read())).toMatchObject({ kind: "retryable", status: 429 });
    expect(await refusal(() => read("expired"))).toMatchObject({ kind: "reconnect" });
    expect((await refusal(() => read("tt-other"))).message).toContain("has no video");
    expect((await refusal(() => read("tt-token", "p_pub_url~v2.1"))).message).toContain("no public post id");
  });

  it("negative or non-numeric counts are errors with their reason", async () => {
    expect((await refusal(() => readTikTokMetrics({ data: { videos: [{ id: VIDEO, like_count: -2 }] } }, VIDEO, "POST"))).message).toContain("data.videos.0.like_count");
    expect((await refusal(() => readTikTokMetrics({ data: { videos: [{ id: VIDEO, view_count: "9" }] } }, VIDEO, "POST"))).message).toContain("data.videos.0.view_count");
  });
});
