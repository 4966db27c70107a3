import { expect, it } from "vitest";
import * as refreshRoute from "@/app/api/v1/posts/[id]/metrics/refresh/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { WORKSPACE_REFRESHES_PER_HOUR } from "@/lib/metrics/refresh-post-metrics-now";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishedDelivery, scheduleOf } from "@/lib/testing/metrics-fixtures";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const refresh = (id: string, headers: Record<string, string>) => callRoute(refreshRoute.POST, "POST", `/api/v1/posts/${id}/metrics/refresh`, { headers, params: { id } });

describeDb("POST /api/v1/posts/{id}/metrics/refresh", () => {
  it("makes the post's schedules due now, leaves one waiting out a Retry-After, and refuses a second refresh within 5 minutes (429, Retry-After)", async () => {
    const owner = await publishingBrand("Refresh now");
    const { bearer } = await createTestApiKey(owner.userId, { scopes: ["read"] });
    const x = await publishedDelivery(owner, "x_twitter", `t-${Date.now()}`, { due: false, publishedAgoMs: 2 * 3_600_000 });
    const job = await db().publishJob.findFirstOrThrow({ where: { postId: x.postId } });
    const waiting = await db().delivery.create({ data: { postId: x.postId, jobId: job.id, platform: "bluesky", status: "succeeded", platformPostId: "at://did:plc:r/app.bsky.feed.post/1", attempts: 1 } });
    const retryAt = new Date(Date.now() + 3_600_000);
    await db().metricSchedule.update({ where: { deliveryId: waiting.id }, data: { retries: 1, dueAt: retryAt, lastError: "429" } });
    const before = await scheduleOf(x.deliveryId);
    expect(before!.dueAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);

    const started = Date.now();
    const res = await refresh(x.postId, bearer);
    expect(res.status).toBe(200);
    expect(res.body.data.refresh.post_id).toBe(x.postId);
    expect(res.body.data.refresh.deliveries).toEqual([
      { platform: "bluesky", delivery_id: waiting.id, refreshed: false, next_snapshot_at: retryAt.toISOString() },
      { platform: "x_twitter", delivery_id: x.deliveryId, refreshed: true, next_snapshot_at: expect.any(String) },
    ]);
    expect((await scheduleOf(x.deliveryId))!.dueAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await scheduleOf(x.deliveryId))!.dueAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect((await scheduleOf(waiting.id))!.dueAt!.toISOString()).toBe(retryAt.toISOString());

    const again = await refresh(x.postId, bearer);
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe("rate_limited");
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // Five minutes later it is allowed again.
    await dbPool().query("UPDATE metric_refresh_marks SET refreshed_at = now() - interval '301 seconds' WHERE post_id = $1", [x.postId]);
    expect((await refresh(x.postId, bearer)).status).toBe(200);
  });

  it("a workspace past its refreshes for the hour gets 429 with the seconds to the next hour; the refused request counts nowhere", async () => {
    const owner = await publishingBrand("Refresh workspace");
    const { bearer } = await createTestApiKey(owner.userId, { scopes: ["read"] });
    const { postId } = await publishedDelivery(owner, "x_twitter", `w-${Date.now()}`, { due: false });
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await dbPool().query("INSERT INTO metric_refresh_windows (workspace_id, window_start, count) VALUES ($1, $2, $3)", [owner.workspaceId, hour, WORKSPACE_REFRESHES_PER_HOUR]);
    const res = await refresh(postId, bearer);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect(res.body.error.message).toContain("this hour");
    const marks = await dbPool().query("SELECT 1 FROM metric_refresh_marks WHERE post_id = $1", [postId]);
    expect(marks.rowCount).toBe(0);
  });

  it("another workspace's post is 404; a restricted key's other brand 403 brand_forbidden; neither counts", async () => {
    const owner = await publishingBrand("Refresh owner");
    const { postId } = await publishedDelivery(owner, "x_twitter", `o-${Date.now()}`, { due: false });
    const stranger = await publishingBrand("Refresh stranger");
    const strangerKey = await createTestApiKey(stranger.userId, { scopes: ["read"] });
    expect((await refresh(postId, strangerKey.bearer)).status).toBe(404);
    const other = await db().brand.create({ data: { userId: owner.userId, name: "Other", website: "https://o.example" } });
    const restricted = await createTestApiKey(owner.userId, { scopes: ["read"], brandIds: [other.id] });
    const forbidden = await refresh(postId, restricted.bearer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("brand_forbidden");
    const { bearer } = await createTestApiKey(owner.userId, { scopes: ["read"] });
    expect((await refresh(postId, bearer)).status).toBe(200);
  });
});
