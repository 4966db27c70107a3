import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as unscheduleRoute from "@/app/api/v1/posts/[id]/schedule/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import * as webhookRoute from "@/app/api/v1/webhooks/[id]/route";
import * as testRoute from "@/app/api/v1/webhooks/[id]/test/route";
import * as webhooksRoute from "@/app/api/v1/webhooks/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { WEBHOOK_EVENT_TYPES } from "@/lib/schemas/webhook-events";
import { runDueJobs } from "@/lib/local-runtime/run-due-jobs";
import { clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { markFailed } from "@/lib/publishing/finish-jobs";
import { recordFailed } from "@/lib/publishing/delivery-records";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";
import { dispatchDueWebhooks } from "@/lib/webhooks/dispatch-webhooks";
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from "@/lib/webhooks/retry-schedule";

// Webhooks end to end inside one process: real routes, the real triggers of the migration, the
// publishing pipeline's own functions, the dispatcher, and a loopback receiver that verifies every
// request with the `standardwebhooks` package.

const WEBHOOKS = "/api/v1/webhooks";
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describeDb("webhooks", () => {
  let userId: string;
  let bearer: Record<string, string>;
  let receiver: WebhookReceiver;
  let webhookId: string;

  const createPost = async (content: string) =>
    (await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: bearer, body: { content, platforms: ["x_twitter", "linkedin"] } })).body.data.post;
  const schedule = (postId: string) => callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers: bearer, body: { post_id: postId, scheduled_at: inAnHour() } });
  const getPost = async (postId: string) => (await callRoute(postRoute.GET, "GET", `/api/v1/posts/${postId}`, { headers: bearer, params: { id: postId } })).body.data.post;
  const deliveriesOf = (endpointId: string) =>
    db().webhookDelivery.findMany({ where: { endpointId }, include: { event: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  /** Makes every waiting delivery due now, as if its backoff had passed. */
  // A second back: next_attempt_at keeps milliseconds, so now() rounded into it can lie up to
  // half a millisecond ahead of a claim made at once after it (seen under Node 24: not due yet).
  const fastForward = () => dbPool().query("UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'");
  /**
   * The received events' types in the order the events happened: a batch is sent at once, so
   * arrival order is not event order (Standard Webhooks promises none; receivers order by time).
   */
  const eventsReceived = async () => {
    const events = await db().webhookEvent.findMany({ where: { userId }, select: { id: true, createdAt: true } });
    const happened = new Map(events.map((event) => [event.id, event.createdAt.getTime()]));
    return [...receiver.received].sort((a, b) => (happened.get(a.id) ?? 0) - (happened.get(b.id) ?? 0)).map((message) => message.verified?.type);
  };
  const receivedOf = (type: string) => receiver.received.find((message) => message.verified?.type === type)!.verified;

  async function newEndpoint(url: string, events?: string[]) {
    const created = await callRoute(webhooksRoute.POST, "POST", WEBHOOKS, { headers: bearer, body: { url, ...(events ? { events } : {}) } });
    expect(created.status).toBe(201);
    return created.body.data as { webhook: { id: string }; secret: string };
  }

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    bearer = (await createTestApiKey(userId, { scopes: ["admin"], rpm: 10_000, rpd: 100_000 })).bearer;
  });
  beforeEach(async () => {
    // Each test has its own endpoint and receiver, and asserts only on them: other files' events
    // in the shared outbox are left alone (deleting them would break those files mid-run).
    await dbPool().query("DELETE FROM webhook_endpoints WHERE user_id = $1", [userId]);
    receiver = await startWebhookReceiver();
    const created = await newEndpoint(receiver.url);
    receiver.secret = created.secret;
    webhookId = created.webhook.id;
  });
  afterEach(async () => {
    await receiver.close();
  });
  afterAll(() => clearLoopbackAllowanceForTests());

  it("a post scheduled and published reaches the receiver as verified post.scheduled and post.published, with the post as GET /posts/{id} shows it", async () => {
    const post = await createPost("Webhooks, verified.");
    expect((await schedule(post.id)).status).toBe(200);
    await dbPool().query("UPDATE publish_jobs SET run_at = now() - interval '1 second' WHERE post_id = $1 AND status = 'pending'", [post.id]);
    // Other test files run due jobs of this database at the same time, and one of them may be the
    // runner that claims this job: wait for the post to be published, whoever publishes it.
    await expect
      .poll(async () => {
        await runDueJobs("webhook-test", 100);
        return (await db().post.findUniqueOrThrow({ where: { id: post.id } })).status;
      }, { timeout: 20_000 })
      .toBe("published");
    await dispatchDueWebhooks();

    expect(receiver.received.map((message) => message.error)).toEqual([null, null]);
    expect(await eventsReceived()).toEqual(["post.scheduled", "post.published"]);
    const published = receivedOf("post.published");
    expect(published.data.post).toEqual(await getPost(post.id));
    expect(published.data.post.deliveries.map((delivery: { platform: string; status: string }) => [delivery.platform, delivery.status])).toEqual([
      ["x_twitter", "succeeded"],
      ["linkedin", "succeeded"],
    ]);
    expect(Date.parse(published.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await deliveriesOf(webhookId);
    expect(rows.map((row) => [row.event.type, row.status, row.attempts, row.lastStatusCode])).toEqual([
      ["post.scheduled", "succeeded", 1, 200],
      ["post.published", "succeeded", 1, 200],
    ]);
    expect(receiver.received.find((message) => message.verified?.type === "post.published")!.id).toBe(rows[1].eventId);
  });

  it("unscheduling, a platform failing for good and the post failing are post.unscheduled, delivery.failed and post.failed", async () => {
    const post = await createPost("Ups and downs.");
    await schedule(post.id);
    expect((await callRoute(unscheduleRoute.DELETE, "DELETE", `/api/v1/posts/${post.id}/schedule`, { headers: bearer, params: { id: post.id } })).status).toBe(200);
    await schedule(post.id);
    const job = await db().publishJob.findFirstOrThrow({ where: { postId: post.id, status: "pending" } });
    const delivery = await db().delivery.create({ data: { postId: post.id, jobId: job.id, platform: "linkedin", attempts: 3 } });
    await recordFailed(delivery.id, "LinkedIn still failed after 3 attempts");
    await markFailed(job.id, post.id, "LinkedIn still failed after 3 attempts");
    await dispatchDueWebhooks();
    // The last two can happen in the same millisecond: their order is not asserted.
    const types = await eventsReceived();
    expect(types.slice(0, 3)).toEqual(["post.scheduled", "post.unscheduled", "post.scheduled"]);
    expect(types.slice(3).sort()).toEqual(["delivery.failed", "post.failed"]);
    const failed = receivedOf("delivery.failed").data;
    expect(failed.platform).toBe("linkedin");
    expect(failed.post.deliveries[0]).toMatchObject({ platform: "linkedin", status: "failed", error: "LinkedIn still failed after 3 attempts" });
    expect(receivedOf("post.failed").data.post.status).toBe("failed");
  });

  it("deleting a post is post.deleted, carrying the post as it was; a delete refused sends nothing", async () => {
    const post = await createPost("Gone tomorrow.");
    await schedule(post.id);
    const deleted = await callRoute(postRoute.DELETE, "DELETE", `/api/v1/posts/${post.id}`, { headers: bearer, params: { id: post.id } });
    expect(deleted.status).toBe(200);
    const again = await callRoute(postRoute.DELETE, "DELETE", `/api/v1/posts/${post.id}`, { headers: bearer, params: { id: post.id } });
    expect(again.status).toBe(404);
    await dispatchDueWebhooks();
    expect(await eventsReceived()).toEqual(["post.scheduled", "post.deleted"]);
    expect(receivedOf("post.deleted").data.post).toMatchObject({ id: post.id, content: "Gone tomorrow.", status: "scheduled" });
  });

  it("an endpoint created without events receives every event but post.metrics_updated, which is asked for by name", async () => {
    const byDefault = await callRoute(webhooksRoute.POST, "POST", WEBHOOKS, { headers: bearer, body: { url: receiver.url } });
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.data.webhook.events).toEqual(WEBHOOK_EVENT_TYPES.filter((type) => type !== "post.metrics_updated"));
    const asked = await callRoute(webhooksRoute.POST, "POST", WEBHOOKS, { headers: bearer, body: { url: receiver.url, events: ["post.metrics_updated"] } });
    expect(asked.body.data.webhook.events).toEqual(["post.metrics_updated"]);
    await dbPool().query("DELETE FROM webhook_endpoints WHERE id = ANY($1::uuid[])", [[byDefault.body.data.webhook.id, asked.body.data.webhook.id]]);
  });

  it("an endpoint receives only its events; a rolled-back change sends nothing", async () => {
    await dbPool().query("DELETE FROM webhook_endpoints WHERE user_id = $1", [userId]);
    receiver.secret = (await newEndpoint(receiver.url, ["post.published"])).secret;
    const post = await createPost("Only when it is out.");
    await schedule(post.id);
    const client = await dbPool().connect();
    try {
      await client.query("BEGIN");
      await client.query("UPDATE posts SET status = 'published', published_at = now() WHERE id = $1", [post.id]);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    expect(await dispatchDueWebhooks()).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it("a receiver that fails twice then succeeds gets the same signed message three times, on a growing backoff", async () => {
    await receiver.close();
    receiver = await startWebhookReceiver([500, 503, 204]);
    await dbPool().query("DELETE FROM webhook_endpoints WHERE user_id = $1", [userId]);
    const created = await newEndpoint(receiver.url, ["post.scheduled"]);
    receiver.secret = created.secret;
    await schedule((await createPost("Third time lucky.")).id);

    await dispatchDueWebhooks();
    let [row] = await deliveriesOf(created.webhook.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "the receiver answered HTTP 500" });
    const firstWait = (row.nextAttemptAt!.getTime() - row.updatedAt.getTime()) / 1000;
    expect(firstWait).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[0] - 1);
    expect(await dispatchDueWebhooks()).toBe(0); // not due yet

    await fastForward();
    await dispatchDueWebhooks();
    [row] = await deliveriesOf(created.webhook.id);
    expect(row).toMatchObject({ status: "pending", attempts: 2, lastStatusCode: 503 });
    expect((row.nextAttemptAt!.getTime() - row.updatedAt.getTime()) / 1000).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[1] - 1);

    await fastForward();
    await dispatchDueWebhooks();
    [row] = await deliveriesOf(created.webhook.id);
    expect(row).toMatchObject({ status: "succeeded", attempts: 3, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
    expect(receiver.received.map((message) => [message.status, message.error])).toEqual([
      [500, null],
      [503, null],
      [204, null],
    ]);
    expect(new Set(receiver.received.map((message) => message.id)).size).toBe(1);
    expect(new Set(receiver.received.map((message) => message.body)).size).toBe(1);
  });

  it("after about a day of failures the delivery fails and the endpoint is disabled and shown so, until enabled again", async () => {
    await receiver.close();
    receiver = await startWebhookReceiver([500]);
    await dbPool().query("DELETE FROM webhook_endpoints WHERE user_id = $1", [userId]);
    const created = await newEndpoint(receiver.url);
    receiver.secret = created.secret;
    await schedule((await createPost("Nobody home.")).id);
    await dispatchDueWebhooks();
    expect(RETRY_DELAYS_SECONDS.reduce((sum, seconds) => sum + seconds, 0) / 3600).toBeGreaterThan(20);
    // Every retry but the last has failed (as if a day had passed), then the last one fails too.
    await dbPool().query("UPDATE webhook_deliveries SET attempts = $2, next_attempt_at = now(), created_at = now() - interval '1 day' WHERE endpoint_id = $1", [created.webhook.id, MAX_ATTEMPTS - 1]);
    await dispatchDueWebhooks();
    const [row] = await deliveriesOf(created.webhook.id);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });

    const listed = (await callRoute(webhooksRoute.GET, "GET", WEBHOOKS, { headers: bearer })).body.data.webhooks;
    expect(listed[0]).toMatchObject({ id: created.webhook.id, enabled: false, disabled_reason: expect.stringContaining("about a day") });
    expect(listed[0].recent_deliveries[0]).toMatchObject({ event_type: "post.scheduled", status: "failed", response_code: 500, attempts: MAX_ATTEMPTS });
    expect(listed[0]).not.toHaveProperty("secret");

    // Disabled: new events are not even written for it.
    await schedule((await createPost("Still nobody.")).id);
    expect(await db().webhookDelivery.count({ where: { endpointId: created.webhook.id } })).toBe(1);

    const enabled = await callRoute(webhookRoute.PATCH, "PATCH", `${WEBHOOKS}/${created.webhook.id}`, { headers: bearer, params: { id: created.webhook.id }, body: { enabled: true } });
    expect(enabled.body.data.webhook).toMatchObject({ enabled: true, disabled_at: null, disabled_reason: null });
  });

  it("send test event: a signed webhook.test sent now, answered with its delivery and listed among the last deliveries", async () => {
    const sent = await callRoute(testRoute.POST, "POST", `${WEBHOOKS}/${webhookId}/test`, { headers: bearer, params: { id: webhookId } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.delivery).toMatchObject({ event_type: "webhook.test", status: "succeeded", attempts: 1, response_code: 200, error: null, next_attempt_at: null });
    expect(sent.body.data.delivery.latency_ms).toBeGreaterThanOrEqual(0);
    expect(receiver.received[0].error).toBeNull();
    expect(receiver.received[0].verified).toMatchObject({ type: "webhook.test", data: { webhook_id: webhookId } });
    const listed = (await callRoute(webhooksRoute.GET, "GET", WEBHOOKS, { headers: bearer })).body.data.webhooks;
    expect(listed[0].recent_deliveries[0].id).toBe(sent.body.data.delivery.id);
    // A test delivery is never retried by the dispatcher.
    expect(await dispatchDueWebhooks()).toBe(0);
  });

  it("two dispatchers at once send each delivery once", async () => {
    for (let i = 0; i < 6; i++) await schedule((await createPost(`Parallel ${i}`)).id);
    const [a, b] = await Promise.all([dispatchDueWebhooks(), dispatchDueWebhooks()]);
    expect(a + b).toBe(6);
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((message) => message.id)).size).toBe(6);
  });

  it("the secret is shown once; URLs that could reach inside are refused; a brand-restricted key cannot manage webhooks", async () => {
    const created = await newEndpoint(receiver.url);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await callRoute(webhooksRoute.GET, "GET", WEBHOOKS, { headers: bearer })).body;
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    for (const [url, reason] of [
      ["http://127.0.0.1:8080/x", "port 8080"],
      ["https://10.0.0.5/hook", "private"],
      ["https://169.254.169.254/latest", "metadata"],
      ["http://localhost/hook", "localhost"],
      ["https://user:pw@hooks.example.com/", "credentials"],
      ["ftp://hooks.example.com/", "http or https"],
      ["https://[::1]/hook", "loopback"],
    ]) {
      const refused = await callRoute(webhooksRoute.POST, "POST", WEBHOOKS, { headers: bearer, body: { url } });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error.message, url).toContain(reason);
    }
    const restricted = await createTestApiKey(userId, { scopes: ["admin"], brandIds: [(await db().brand.create({ data: { userId, name: "B", website: "https://b.example" } })).id] });
    const denied = await callRoute(webhooksRoute.GET, "GET", WEBHOOKS, { headers: restricted.bearer });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("brand_forbidden");
    const deleted = await callRoute(webhookRoute.DELETE, "DELETE", `${WEBHOOKS}/${created.webhook.id}`, { headers: bearer, params: { id: created.webhook.id } });
    expect(deleted.body.data).toEqual({ deleted: true, id: created.webhook.id });
    const gone = await callRoute(webhookRoute.DELETE, "DELETE", `${WEBHOOKS}/${randomUUID()}`, { headers: bearer, params: { id: randomUUID() } });
    expect(gone.status).toBe(404);
  });
});
