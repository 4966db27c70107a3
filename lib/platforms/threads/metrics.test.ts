import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readThreadsMetrics, threadsMetrics } from "@/lib/platforms/threads/metrics";
import { readWith, refusal } from "@/lib/testing/metrics-reader-harness";
import type { ContainerApi } from "@/lib/testing/platform-servers/graph-containers";
import { graphRateLimited } from "@/lib/testing/platform-servers/graph-kit";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createThreadsApi } from "@/lib/testing/platform-servers/threads";

const MEDIA = "18000000000000042";

describe("the Threads metrics reader against the loopback Threads API", () => {
  let api: ContainerApi;
  let server: PlatformServer;
  const read = (token = "th-token") => readWith(threadsMetrics, server.url, { threads_user_id: "1", access_token: token }, MEDIA);

  beforeAll(async () => {
    api = createThreadsApi({ tokens: ["th-token"] });
    server = await startPlatformServer([api], { pathPrefix: "/v1.0" });
    const container = { id: "1", userId: "1", mediaType: "TEXT", text: "Hi", imageUrl: null, altText: null, image: null, pendingChecks: 0, publishedAs: MEDIA, isCarouselItem: false, children: [] };
    api.published.push({ id: MEDIA, userId: "1", container, token: "th-token", permalink: "", createdAt: Date.now() });
  });
  afterAll(() => server.close());

  it("maps views, likes, replies and reposts; quotes and shares are kept beside; no reach, saves or clicks", async () => {
    const reading = await read();
    expect(reading.sourceEndpoint).toBe(`GET /${MEDIA}/insights?metric=views,likes,replies,reposts,quotes,shares`);
    expect(reading.metrics).toEqual({
      views: { state: "value", value: 200 },
      reach: { state: "not_offered" },
      likes: { state: "value", value: 7 },
      comments: { state: "value", value: 3 },
      shares: { state: "value", value: 1 },
      saves: { state: "not_offered" },
      clicks: { state: "not_offered" },
    });
    expect(reading.extras).toEqual({ quotes: 1, shares: 1 });
  });

  it("a metric not in the catalogue answers the invalid-metric error; a missing one is not_returned", async () => {
    const answer = await fetch(`${server.url}/${MEDIA}/insights?metric=impressions&access_token=th-token`);
    expect(answer.status).toBe(400);
    api.metrics.withheld.add("views");
    try {
      expect((await read()).metrics.views).toEqual({ state: "not_returned" });
    } finally {
      api.metrics.withheld.clear();
    }
  });

  it("rate limit, expired token and a huge count", async () => {
    api.metrics.scripted.push(graphRateLimited(4, "1", 1));
    expect(await refusal(() => read())).toMatchObject({ kind: "retryable", retryAfterMs: 60_000 });
    expect(await refusal(() => read("expired"))).toMatchObject({ kind: "reconnect" });
    expect((await refusal(() => readThreadsMetrics({ data: [{ name: "likes", values: [{ value: 1e15 }] }] }, "GET"))).message).toContain("data.0.values.0.value");
  });
});
