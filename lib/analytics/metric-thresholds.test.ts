import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { deliveryPublishedAt, storeSnapshot } from "@/lib/testing/snapshot-fixtures";

// post.metrics_updated after each stored snapshot; post.metrics_threshold once per post and
// threshold, when the post's total over its platforms' latest readings reaches it.

const eventsOf = async (workspaceId: string, type: string) =>
  (await dbPool().query<{ payload: any }>("SELECT payload FROM webhook_events WHERE workspace_id = $1 AND type = $2 ORDER BY created_at", [workspaceId, type])).rows.map((row) => row.payload.data);

describeDb("metrics webhooks", () => {
  it("each snapshot is a post.metrics_updated; a threshold fires once per post, on the total of its platforms", async () => {
    const owner = await publishingBrand("Thresholds");
    await db().webhookEndpoint.create({ data: { userId: owner.userId, workspaceId: owner.workspaceId, url: "https://hooks.example/metrics", events: ["post.metrics_updated", "post.metrics_threshold"], secret: "whsec_test" } });
    await dbPool().query("INSERT INTO metric_thresholds (brand_id, workspace_id, metric, threshold) VALUES ($1, $2, 'views', 1000), ($1, $2, 'likes', 50)", [owner.brandId, owner.workspaceId]);
    const publishedAt = new Date("2026-07-01T09:00:00Z");
    const x = await deliveryPublishedAt(owner, "x_twitter", publishedAt);
    // The same post on a second platform.
    const job = await db().publishJob.findFirstOrThrow({ where: { postId: x.postId } });
    const linkedin = await db().delivery.create({ data: { postId: x.postId, jobId: job.id, platform: "linkedin", status: "succeeded", platformPostId: "urn:li:share:1", attempts: 1 } });
    const li = { postId: x.postId, deliveryId: linkedin.id };

    await storeSnapshot(x, "x_twitter", new Date("2026-07-01T10:00:00Z"), { views: 600, likes: 10 });
    expect(await eventsOf(owner.workspaceId, "post.metrics_threshold")).toEqual([]);
    await storeSnapshot(li, "linkedin", new Date("2026-07-01T10:05:00Z"), { views: 450, likes: 5 });
    // 600 + 450 views reach 1,000; 15 likes are below 50.
    expect(await eventsOf(owner.workspaceId, "post.metrics_threshold")).toEqual([
      { post_id: x.postId, brand_id: owner.brandId, metric: "views", threshold: 1000, value: 1050, platform: "linkedin" },
    ]);
    await storeSnapshot(x, "x_twitter", new Date("2026-07-01T15:00:00Z"), { views: 2000, likes: 60 });
    await storeSnapshot(x, "x_twitter", new Date("2026-07-02T09:00:00Z"), { views: 3000, likes: 70 });
    const thresholds = await eventsOf(owner.workspaceId, "post.metrics_threshold");
    expect(thresholds.map((event) => [event.metric, event.threshold, event.value])).toEqual([
      ["views", 1000, 1050],
      ["likes", 50, 65],
    ]);

    const updated = await eventsOf(owner.workspaceId, "post.metrics_updated");
    expect(updated).toHaveLength(4);
    expect(updated[1]).toMatchObject({ post_id: x.postId, brand_id: owner.brandId, platform: "linkedin", delivery_id: linkedin.id });
    expect(updated[3].snapshot).toMatchObject({
      taken_at: "2026-07-02T09:00:00.000Z",
      error: null,
      metrics: { views: { state: "value", value: 3000 }, reach: { state: "not_returned", value: null } },
      engagement_rate: { value: 70 / 3000, basis: "views", reason: null },
    });
  });
});
