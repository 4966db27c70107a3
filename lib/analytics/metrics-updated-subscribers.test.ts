import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { deliveryPublishedAt, storeSnapshot } from "@/lib/testing/snapshot-fixtures";

// A stored snapshot's post.metrics_updated goes only to an enabled endpoint of the post's
// workspace that asked for it (migration 20270138000000_metric_payload_when_subscribed checks
// that before building the payload): not to one of other events, a disabled one, or another
// workspace's.

const updatedEvents = async (workspaceId: string) =>
  (await dbPool().query("SELECT id FROM webhook_events WHERE workspace_id = $1 AND type = 'post.metrics_updated'", [workspaceId])).rows.length;

describeDb("post.metrics_updated subscribers", () => {
  it("is enqueued only for an enabled endpoint of the workspace that receives it", async () => {
    const owner = await publishingBrand("Metrics subscribers");
    const other = await publishingBrand("Metrics subscribers elsewhere");
    const endpoint = (events: string[], workspaceId = owner.workspaceId, userId = owner.userId, disabledAt: Date | null = null) =>
      db().webhookEndpoint.create({ data: { userId, workspaceId, url: "https://hooks.example/m", events, secret: "whsec_test", disabledAt } });
    await endpoint(["post.published", "post.metrics_threshold"]);
    await endpoint(["post.metrics_updated"], owner.workspaceId, owner.userId, new Date());
    await endpoint(["post.metrics_updated"], other.workspaceId, other.userId);
    const x = await deliveryPublishedAt(owner, "x_twitter", new Date("2026-08-01T09:00:00Z"));
    await storeSnapshot(x, "x_twitter", new Date("2026-08-01T10:00:00Z"), { views: 10, likes: 1 });
    expect(await updatedEvents(owner.workspaceId)).toBe(0);

    const receiving = await endpoint(["post.metrics_updated"]);
    await storeSnapshot(x, "x_twitter", new Date("2026-08-01T15:00:00Z"), { views: 20, likes: 2 });
    expect(await updatedEvents(owner.workspaceId)).toBe(1);
    const { rows } = await dbPool().query(
      "SELECT d.endpoint_id FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE e.workspace_id = $1 AND e.type = 'post.metrics_updated'",
      [owner.workspaceId],
    );
    expect(rows.map((row) => row.endpoint_id)).toEqual([receiving.id]);
    expect(await updatedEvents(other.workspaceId)).toBe(0);
  });
});
