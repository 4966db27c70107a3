import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instagramMetrics, readInstagramMetrics } from "@/lib/platforms/instagram/metrics";
import { readWith, refusal } from "@/lib/testing/metrics-reader-harness";
import type { ContainerApi } from "@/lib/testing/platform-servers/graph-containers";
import { graphRateLimited } from "@/lib/testing/platform-servers/graph-kit";
import { createInstagramApi } from "@/lib/testing/platform-servers/instagram";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";

const MEDIA = "17900000000000077";

describe("the Instagram metrics reader against the loopback Graph API", () => {
  let api: ContainerApi;
  let server: PlatformServer;
  const read = (token = "ig-token") => readWith(instagramMetrics, server.url, { ig_user_id: "17841400000000001", access_token: token }, MEDIA);

  beforeAll(async () => {
    api = createInstagramApi({ tokens: ["ig-token"] });
    server = await startPlatformServer([api], { pathPrefix: "/v21.0" });
    const container = { id: "1", userId: "17841400000000001", mediaType: "IMAGE", text: "", imageUrl: null, altText: null, image: null, pendingChecks: 0, publishedAs: MEDIA, isCarouselItem: false, children: [] };
    api.published.push({ id: MEDIA, userId: container.userId, container, token: "ig-token", permalink: "", createdAt: Date.now() });
  });
  afterAll(() => server.close());

  it("asks for the 2025 metrics (views, not impressions) and maps each; clicks are not offered", async () => {
    const first = await read();
    expect(first.sourceEndpoint).toBe(`GET /${MEDIA}/insights?metric=views,reach,saved,shares,likes,comments,total_interactions`);
    expect(first.metrics).toEqual({
      views: { state: "value", value: 120 },
      reach: { state: "value", value: 80 },
      likes: { state: "value", value: 6 },
      comments: { state: "value", value: 2 },
      shares: { state: "value", value: 1 },
      saves: { state: "value", value: 1 },
      clicks: { state: "not_offered" },
    });
    expect(first.extras).toEqual({ total_interactions: 10 });
    expect((await read()).metrics.views).toEqual({ state: "value", value: 240 });
  });

  it("impressions, deprecated, answers an error; a metric without data is not_returned", async () => {
    const answer = await fetch(`${server.url}/${MEDIA}/insights?metric=impressions&access_token=ig-token`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain("impressions");
    api.metrics.withheld.add("saved");
    try {
      expect((await read()).metrics.saves).toEqual({ state: "not_returned" });
    } finally {
      api.metrics.withheld.clear();
    }
  });

  it("a rate limit waits its usage header; an expired token asks for reconnecting; a malformed answer is an error", async () => {
    api.metrics.scripted.push(graphRateLimited(80002, "17841400000000001", 3));
    expect(await refusal(() => read())).toMatchObject({ kind: "retryable", retryAfterMs: 180_000 });
    expect(await refusal(() => read("expired"))).toMatchObject({ kind: "reconnect" });
    expect((await refusal(() => readInstagramMetrics({ data: [{ name: "views", values: [{ value: -4 }] }] }, "GET"))).message).toContain("data.0.values.0.value");
  });
});
