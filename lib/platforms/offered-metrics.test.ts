import { expect, it } from "vitest";
import { readBlueskyMetrics } from "@/lib/platforms/bluesky/metrics";
import { METRIC_NAMES, notOffered, offeredMetrics, valueOrNotReturned } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS_BY_PLATFORM, offersMetric } from "@/lib/platforms/offered-metrics";

it("offeredMetrics: a metric off the list is not_offered whatever was read; an offered one not read is not_returned", () => {
  const metrics = offeredMetrics(["likes", "views"], { likes: valueOrNotReturned(4), reach: valueOrNotReturned(9) });
  expect(metrics).toEqual({
    views: { state: "not_returned" },
    reach: notOffered,
    likes: { state: "value", value: 4 },
    comments: notOffered,
    shares: notOffered,
    saves: notOffered,
    clicks: notOffered,
  });
});

it("each platform's list names only normalised metrics, and the known gaps hold (docs/platforms.md, Metrics)", () => {
  for (const list of Object.values(OFFERED_METRICS_BY_PLATFORM)) for (const name of list) expect(METRIC_NAMES).toContain(name);
  expect(offersMetric("bluesky", "views")).toBe(false);
  expect(offersMetric("bluesky", "likes")).toBe(true);
  expect(offersMetric("x_twitter", "reach")).toBe(false);
  expect(offersMetric("instagram", "saves")).toBe(true);
  expect(OFFERED_METRICS_BY_PLATFORM.google_business).toEqual([]);
});

it("the Bluesky reader's not_offered metrics are exactly those its list lacks (one truth for the reader and the brand page)", () => {
  const reading = readBlueskyMetrics({ posts: [{ uri: "at://did:plc:a/app.bsky.feed.post/1", likeCount: 3, replyCount: 1, repostCount: 0, bookmarkCount: 2, quoteCount: 0 }] }, "at://did:plc:a/app.bsky.feed.post/1", "GET /xrpc/app.bsky.feed.getPosts");
  const notOfferedNames = METRIC_NAMES.filter((name) => reading.metrics[name].state === "not_offered");
  expect(notOfferedNames).toEqual(METRIC_NAMES.filter((name) => !offersMetric("bluesky", name)));
  expect(reading.metrics.likes).toEqual({ state: "value", value: 3 });
});
