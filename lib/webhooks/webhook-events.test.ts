import { Ajv2020 } from "ajv/dist/2020";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as approvalRoute from "@/app/api/v1/posts/[id]/approval/route";
import * as decisionRoute from "@/app/api/v1/posts/[id]/approval/decision/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as unscheduleRoute from "@/app/api/v1/posts/[id]/schedule/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import * as testRoute from "@/app/api/v1/webhooks/[id]/test/route";
import * as webhooksRoute from "@/app/api/v1/webhooks/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { openApiDocument } from "@/lib/openapi/document";
import { recordFailed, recordSucceeded } from "@/lib/publishing/delivery-records";
import { failStep, startStep, succeedStep } from "@/lib/publishing/delivery-steps";
import { markFailed, markPublished } from "@/lib/publishing/finish-jobs";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, WEBHOOK_PAYLOAD_SCHEMAS } from "@/lib/schemas/webhook-events";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { storeSnapshot } from "@/lib/testing/snapshot-fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";
import { dispatchDueWebhooks } from "@/lib/webhooks/dispatch-webhooks";

// The post events' bodies are written by SQL functions of the migrations (webhook_post_json(),
// webhook_enqueue_in()), the test event's by lib/webhooks/send-test-event.ts. Each event type is
// triggered here the way it happens, through the routes and the publishing pipeline's own
// functions, and what was stored and what the receiver got must be exactly its payload schema
// (lib/schemas/webhook-events.ts) and the OpenAPI document's `webhooks` entry for it.

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
type Document = ReturnType<typeof openApiDocument> & { webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }> };

describeDb("webhook payloads", () => {
  let userId: string;
  let bearer: Record<string, string>;
  let receiver: WebhookReceiver;
  let webhookId: string;
  const document = openApiDocument("/api/v1") as Document;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  /** The document's body schema of one webhook, with the components it refers to. */
  const documented = (type: string) => ajv.compile({ ...document.webhooks[type].post.requestBody.content["application/json"].schema, components: { schemas: document.components.schemas } });

  const createPost = async (body: Record<string, unknown>) => {
    const created = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: bearer, body });
    expect(created.status).toBe(200);
    return created.body.data.post as { id: string };
  };
  const schedule = async (postId: string) =>
    expect((await callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers: bearer, body: { post_id: postId, scheduled_at: inAnHour() } })).status).toBe(200);
  const pendingJob = (postId: string) => db().publishJob.findFirstOrThrow({ where: { postId, status: "pending" } });

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    bearer = (await createTestApiKey(userId, { scopes: ["admin"], rpm: 10_000, rpd: 100_000 })).bearer;
    receiver = await startWebhookReceiver();
    const created = await callRoute(webhooksRoute.POST, "POST", "/api/v1/webhooks", { headers: bearer, body: { url: receiver.url, events: [...WEBHOOK_EVENT_TYPES] } });
    expect(created.status).toBe(201);
    receiver.secret = created.body.data.secret;
    webhookId = created.body.data.webhook.id;
  });
  afterAll(async () => {
    await dbPool().query("DELETE FROM webhook_endpoints WHERE user_id = $1", [userId]);
    await receiver.close();
    clearLoopbackAllowanceForTests();
  });

  it("every event type, triggered as it happens, is stored and sent exactly as its payload schema and the OpenAPI document declare it", async () => {
    // post.scheduled, post.unscheduled, then (scheduled again) delivery.failed and post.failed.
    const failing = await createPost({ content: "Ups and downs.", platforms: ["x_twitter", "linkedin"] });
    await schedule(failing.id);
    expect((await callRoute(unscheduleRoute.DELETE, "DELETE", `/api/v1/posts/${failing.id}/schedule`, { headers: bearer, params: { id: failing.id } })).status).toBe(200);
    await schedule(failing.id);
    const failingJob = await pendingJob(failing.id);
    const lost = await db().delivery.create({ data: { postId: failing.id, jobId: failingJob.id, platform: "linkedin", attempts: 3 } });
    await recordFailed(lost.id, "LinkedIn still failed after 3 attempts");
    await markFailed(failingJob.id, failing.id, "LinkedIn still failed after 3 attempts");
    // post.deleted: the failed post, as it was.
    expect((await callRoute(postRoute.DELETE, "DELETE", `/api/v1/posts/${failing.id}`, { headers: bearer, params: { id: failing.id } })).status).toBe(200);

    // post.published, with versions, an image and both deliveries succeeded.
    const published = await createPost({
      content: "Spring menu is live.",
      platforms: ["x_twitter", "linkedin"],
      image_url: "https://cdn.example.com/spring.jpg",
      versions: { x_twitter: { content: "Spring menu is live 🌱" }, linkedin: { image_url: null } },
    });
    await schedule(published.id);
    const job = await pendingJob(published.id);
    for (const platform of ["x_twitter", "linkedin"]) {
      const delivery = await db().delivery.create({ data: { postId: published.id, jobId: job.id, platform, attempts: 1 } });
      await recordSucceeded(delivery.id, `${platform}-1`, platform === "x_twitter" ? "https://x.com/i/status/1" : null);
    }
    await markPublished([job.id], [published.id]);

    // post.metrics_updated (a reading with values, and a failed one), then post.metrics_threshold:
    // the post's brand wants to hear at 1,000 views, and its X delivery's reading has 1,500.
    const brand = await db().brand.create({ data: { userId, name: "Metrics", website: "https://metrics.example" } });
    await db().post.update({ where: { id: published.id }, data: { brandId: brand.id } });
    await dbPool().query("INSERT INTO metric_thresholds (brand_id, workspace_id, metric, threshold) VALUES ($1, $2, 'views', 1000)", [brand.id, brand.workspaceId]);
    const xDelivery = await db().delivery.findFirstOrThrow({ where: { postId: published.id, platform: "x_twitter" } });
    await storeSnapshot({ postId: published.id, deliveryId: xDelivery.id }, "x_twitter", new Date(), { views: 1500, likes: 40, comments: 5, reach: "not_offered" });
    await storeSnapshot({ postId: published.id, deliveryId: xDelivery.id }, "x_twitter", new Date(), {}, "data: Required");

    // post.approval_requested, post.changes_requested, then (asked again after an edit) post.approved.
    const reviewed = await createPost({ content: "Needs a look.", platforms: ["x_twitter"] });
    const ask = async () => (await callRoute(approvalRoute.POST, "POST", `/api/v1/posts/${reviewed.id}/approval`, { headers: bearer, params: { id: reviewed.id } })).body.data.approval;
    const decide = async (body: Record<string, unknown>) =>
      expect((await callRoute(decisionRoute.POST, "POST", `/api/v1/posts/${reviewed.id}/approval/decision`, { headers: await sessionHeaders(userId), params: { id: reviewed.id }, body })).status).toBe(200);
    await decide({ decision: "request_changes", content_hash: (await ask()).content_hash, comment: "Shorter, please." });
    await decide({ decision: "approve", content_hash: (await ask()).content_hash });

    // webhook.test, sent at once by its route.
    expect((await callRoute(testRoute.POST, "POST", `/api/v1/webhooks/${webhookId}/test`, { headers: bearer, params: { id: webhookId } })).status).toBe(200);
    await dispatchDueWebhooks();

    const mine = receiver.received.filter((message) => message.error === null);
    expect(new Set(mine.map((message) => message.verified.type))).toEqual(new Set([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE]));
    const stored = await db().webhookEvent.findMany({ where: { userId }, select: { id: true, payload: true } });
    for (const message of mine) {
      const body = JSON.parse(message.body);
      const type = body.type as keyof typeof WEBHOOK_PAYLOAD_SCHEMAS;
      // What was sent is what was stored.
      expect(stored.find((event) => event.id === message.id)?.payload, type).toEqual(body);
      // zod drops fields its objects do not declare: the parse equals the body only when every field is declared and of its type.
      const parsed = WEBHOOK_PAYLOAD_SCHEMAS[type].safeParse(body);
      expect(parsed.error?.issues, type).toBeUndefined();
      expect(parsed.data, type).toEqual(body);
      // The document's closed schemas (additionalProperties: false) say the same.
      const validate = documented(type);
      expect(validate(body) ? null : validate.errors, type).toBeNull();
    }
    const approvedEvent = JSON.parse(mine.find((message) => message.verified.type === "post.approved")!.body);
    expect(approvedEvent.data.post.approval).toMatchObject({ state: "approved", decided_by: { user_id: userId } });
    const publishedEvent = JSON.parse(mine.find((message) => message.verified.type === "post.published")!.body);
    expect(publishedEvent.data.post.approval).toBeNull();
    expect(publishedEvent.data.post.versions).toEqual({ x_twitter: { content: "Spring menu is live 🌱" }, linkedin: { image_url: null } });
  });

  it("each delivery's thread parts and first comment go out with their outcome, id and permalink, exactly as GET /posts/{id} answers them", async () => {
    const tag = Date.now().toString(36);
    const get = async (id: string) => (await callRoute(postRoute.GET, "GET", `/api/v1/posts/${id}`, { headers: bearer, params: { id } })).body.data.post;
    const eventsOf = (postId: string, type: string) =>
      receiver.received.filter((message) => message.error === null && message.verified.type === type).map((message) => JSON.parse(message.body)).filter((body) => body.data.post?.id === postId);
    const assertDeclared = (body: unknown, type: keyof typeof WEBHOOK_PAYLOAD_SCHEMAS) => {
      expect(WEBHOOK_PAYLOAD_SCHEMAS[type].safeParse(body).data, type).toEqual(body);
      const validate = documented(type);
      expect(validate(body) ? null : validate.errors, type).toBeNull();
    };

    // A thread on X (part 2 out, part 3 refused, its comment's outcome unknown) and LinkedIn's first comment out.
    const post = await createPost({
      content: `Thread ${tag}`,
      platforms: ["x_twitter", "linkedin"],
      thread: [`Two ${tag}`, `Three ${tag}`],
      first_comment: `Comment ${tag}`,
      versions: { linkedin: { thread: [] } },
    });
    await schedule(post.id);
    const job = await pendingJob(post.id);
    const x = await db().delivery.create({ data: { postId: post.id, jobId: job.id, platform: "x_twitter", attempts: 1 } });
    const linkedin = await db().delivery.create({ data: { postId: post.id, jobId: job.id, platform: "linkedin", attempts: 1 } });
    await recordSucceeded(x.id, `x-${tag}`, `https://x.com/i/web/status/x-${tag}`);
    expect(await startStep(x.id, "thread", 2)).toBe(true);
    await succeedStep(x.id, "thread", 2, { id: `x2-${tag}`, permalink: `https://x.com/i/web/status/x2-${tag}` });
    expect(await startStep(x.id, "thread", 3)).toBe(true);
    await failStep(x.id, "thread", 3, "X refused part 3");
    expect(await startStep(x.id, "first_comment", 0)).toBe(true);
    await recordSucceeded(linkedin.id, `urn:li:share:${tag}`, `https://www.linkedin.com/feed/update/urn:li:share:${tag}/`);
    expect(await startStep(linkedin.id, "first_comment", 0)).toBe(true);
    await succeedStep(linkedin.id, "first_comment", 0, { id: `urn:li:comment:(urn:li:activity:1,${tag})`, permalink: null });
    await markPublished([job.id], [post.id]);
    await dispatchDueWebhooks();

    const answered = await get(post.id);
    expect(answered.deliveries.map((d: { platform: string }) => d.platform)).toEqual(["x_twitter", "linkedin"]);
    expect(answered.deliveries[0].thread).toEqual([
      { part: 2, status: "succeeded", id: `x2-${tag}`, permalink: `https://x.com/i/web/status/x2-${tag}`, error: null },
      { part: 3, status: "failed", id: null, permalink: null, error: "X refused part 3" },
    ]);
    expect(answered.deliveries[0].first_comment).toEqual({ status: "started", id: null, permalink: null, error: null });
    expect(answered.deliveries[1]).not.toHaveProperty("thread");
    expect(answered.deliveries[1].first_comment).toEqual({ status: "succeeded", id: `urn:li:comment:(urn:li:activity:1,${tag})`, permalink: null, error: null });
    const [published] = eventsOf(post.id, "post.published");
    expect(published?.data.post).toEqual(answered);
    assertDeclared(published, "post.published");

    // Failed, then edited so that X publishes neither a thread nor a comment (its version says no
    // comment): GET no longer shows X's steps of the last run, LinkedIn's comment still, and the
    // next event (post.scheduled when it is retried) says the same.
    await dbPool().query("UPDATE posts SET status = 'failed' WHERE id = $1", [post.id]);
    const edited = await callRoute(postRoute.PATCH, "PATCH", `/api/v1/posts/${post.id}`, {
      headers: bearer,
      params: { id: post.id },
      body: { thread: null, versions: { x_twitter: { first_comment: null } } },
    });
    expect(edited.status).toBe(200);
    await schedule(post.id);
    await dispatchDueWebhooks();
    const after = await get(post.id);
    expect(after.deliveries[0]).not.toHaveProperty("thread");
    expect(after.deliveries[0]).not.toHaveProperty("first_comment");
    expect(after.deliveries[1].first_comment).toEqual(answered.deliveries[1].first_comment);
    const scheduled = eventsOf(post.id, "post.scheduled").at(-1);
    expect(scheduled?.data.post).toEqual(after);
    assertDeclared(scheduled, "post.scheduled");
  });

  it("a field the schemas do not declare fails both checks", () => {
    const post = { id: "3f6c1b7e-2a4d-4e8f-9b1c-5d7a2e9f0c41", content: "x", versions: {}, platforms: ["x_twitter"], brand_id: null, image_url: null, status: "scheduled", source: "api" };
    const event = { type: "post.scheduled", timestamp: "2026-12-01T09:30:00.000Z", data: { post: { ...post, scheduled_at: null, published_at: null, created_at: "2026-12-01T09:30:00.000Z", approval: null, deliveries: [] } } };
    expect(WEBHOOK_PAYLOAD_SCHEMAS["post.scheduled"].parse(event)).toEqual(event);
    expect(documented("post.scheduled")(event)).toBe(true);
    const leaking = { ...event, data: { post: { ...event.data.post, user_id: "3f6c1b7e-2a4d-4e8f-9b1c-5d7a2e9f0c41" } } };
    expect(WEBHOOK_PAYLOAD_SCHEMAS["post.scheduled"].parse(leaking)).not.toEqual(leaking);
    expect(documented("post.scheduled")(leaking)).toBe(false);
  });
});
