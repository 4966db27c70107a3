import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { deliverWithRetries } from "@/lib/local-runtime/deliver-with-retries";
import { LOCAL_RETRY_POLICY } from "@/lib/local-runtime/retry-policy";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { startPlatformServer, type PlatformApi, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// A thread and a first comment published to X (docs/publishing.md, "Threads and a first
// comment") through the local runner's path, against the loopback X that refuses a reply to a
// tweet it does not have: each part a reply to the one before, each a delivery step recorded
// before and after its request, resumed after a failure or a crash at the first part not out,
// a part of unknown outcome looked for on X before anything is sent again (more in
// thread-part-reconcile.test.ts), and a failed first comment never failing the post.

const TOKEN = "thread-token";

describeDb("threads and first comments published to X", () => {
  let api: XApi;
  let x: PlatformServer;
  /** Texts whose next POST /2/tweets is answered 503 (nothing created), once each. */
  const refuseOnce = new Set<string>();
  /** Texts whose POST /2/tweets creates the tweet and then never answers (the runner's request times out or it dies). */
  const withhold = new Set<string>();
  /** Texts whose POST /2/tweets X refuses for good (403: nothing created, never retried). */
  const forbid = new Set<string>();

  beforeAll(async () => {
    // One key for the whole file: the crash test reads the connection the harness sealed.
    process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
    api = createXApi({ tokens: [TOKEN] });
    const flaky: PlatformApi = {
      name: "x-flaky",
      async answer(request) {
        const text = request.method === "POST" && request.path === "/2/tweets" ? request.json?.text : undefined;
        if (typeof text === "string" && refuseOnce.delete(text)) return { status: 503, json: { title: "Service Unavailable", detail: "Over capacity" } };
        if (typeof text === "string" && forbid.has(text)) return { status: 403, json: { title: "Forbidden", detail: "You are not permitted to reply to this conversation." } };
        return null;
      },
    };
    x = await startPlatformServer([flaky, api], { withholdAnswer: (request) => request.method === "POST" && request.path === "/2/tweets" && withhold.has(request.json?.text) });
  });
  afterAll(() => x.close());

  const tweetsOf = (texts: string[]) => texts.map((text) => api.tweets.find((tweet) => tweet.text === text));
  const deliver = (text: string, thread: string[], firstComment: string | null = null, usedPostingSlots = 0) =>
    deliverThroughRunner("x_twitter", x.url, { text, thread, firstComment, credentials: { access_token: TOKEN }, policy: { maxAttempts: 3 }, usedPostingSlots });
  const stepsOf = async (deliveryId: string) =>
    (await dbPool().query("SELECT kind, part, status, platform_post_id, error FROM delivery_steps WHERE delivery_id = $1 ORDER BY kind DESC, part", [deliveryId])).rows;

  it("a three-part thread and a first comment: each reply names the one before, the comment the post; GET and the webhook body show each part", async () => {
    const tag = Date.now().toString(36);
    const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`];
    const { outcome, delivery, postId, deliveryId } = await deliver(texts[0], texts.slice(1), `Comment ${tag}`);
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    const [one, two, three] = tweetsOf(texts);
    const [comment] = tweetsOf([`Comment ${tag}`]);
    expect(delivery.platformPostId).toBe(one!.id);
    expect(one!.inReplyTo).toBeUndefined();
    expect(two!.inReplyTo).toBe(one!.id);
    expect(three!.inReplyTo).toBe(two!.id);
    expect(comment!.inReplyTo).toBe(one!.id);
    expect(await stepsOf(deliveryId)).toEqual([
      { kind: "thread", part: 2, status: "succeeded", platform_post_id: two!.id, error: null },
      { kind: "thread", part: 3, status: "succeeded", platform_post_id: three!.id, error: null },
      { kind: "first_comment", part: 0, status: "succeeded", platform_post_id: comment!.id, error: null },
    ]);

    expect(delivery.status).toBe("succeeded");
    const post = await db().post.findUniqueOrThrow({ where: { id: postId } });
    const key = await createTestApiKey(post.userId, { scopes: ["read"] });
    const got = (await callRoute(postRoute.GET, "GET", `/api/v1/posts/${postId}`, { headers: key.bearer, params: { id: postId } })).body.data.post;
    expect(got.thread).toEqual(texts.slice(1));
    expect(got.deliveries[0].thread).toEqual([
      { part: 2, status: "succeeded", id: two!.id, permalink: `https://x.com/i/web/status/${two!.id}`, error: null },
      { part: 3, status: "succeeded", id: three!.id, permalink: `https://x.com/i/web/status/${three!.id}`, error: null },
    ]);
    expect(got.deliveries[0].first_comment).toEqual({ status: "succeeded", id: comment!.id, permalink: `https://x.com/i/web/status/${comment!.id}`, error: null });
    const { rows } = await dbPool().query("SELECT webhook_post_json($1::uuid) AS post", [postId]);
    expect(rows[0].post).toEqual(got);
  });

  it("a part refused for now is retried from that part: the post and the parts before it are not sent again", async () => {
    const tag = `r${Date.now().toString(36)}`;
    const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`, `Four ${tag}`];
    refuseOnce.add(texts[2]);
    const { outcome, delivery } = await deliver(texts[0], texts.slice(1));
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(delivery.attempts).toBe(1);
    for (const text of texts) expect(api.tweets.filter((tweet) => tweet.text === text), text).toHaveLength(1);
    const [, two, three, four] = tweetsOf(texts);
    expect(three!.inReplyTo).toBe(two!.id);
    expect(four!.inReplyTo).toBe(three!.id);
  });

  it("after a crash between parts, the runner that takes the job over resumes at the first part not out", async () => {
    const tag = `c${Date.now().toString(36)}`;
    const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`, `Four ${tag}`];
    const first = await deliver(texts[0], texts.slice(1), `Comment ${tag}`);
    // The state a runner killed right after part 2 was recorded leaves: parts 3 and 4 and the
    // comment never left (taken off X and out of the steps), the job claimed by a dead runner.
    api.tweets.splice(0, api.tweets.length, ...api.tweets.filter((tweet) => ![texts[2], texts[3], `Comment ${tag}`].includes(tweet.text)));
    await dbPool().query("DELETE FROM delivery_steps WHERE delivery_id = $1 AND NOT (kind = 'thread' AND part = 2)", [first.deliveryId]);
    const { rows } = await dbPool().query(
      "UPDATE publish_jobs SET status = 'running', claimed_by = 'dead-runner', claimed_at = now() - interval '10 minutes' WHERE post_id = $1 RETURNING id",
      [first.postId],
    );
    await dbPool().query("UPDATE posts SET status = 'scheduled' WHERE id = $1", [first.postId]);

    const claimed = await claimJob(rows[0].id, "survivor");
    expect(claimed).not.toBeNull();
    const [post] = await takeScheduledPosts([claimed!]);
    process.env.X_API_BASE_URL = x.url;
    forgetServerEnv();
    let outcome;
    try {
      outcome = await deliverWithRetries(post, "x_twitter", { ...LOCAL_RETRY_POLICY, sleep: async () => {} });
    } finally {
      delete process.env.X_API_BASE_URL;
      forgetServerEnv();
    }
    expect(outcome, JSON.stringify(outcome)).toEqual({ platform: "x_twitter", status: "succeeded" });
    for (const text of [...texts, `Comment ${tag}`]) expect(api.tweets.filter((tweet) => tweet.text === text), text).toHaveLength(1);
    const [one, two, three, four] = tweetsOf(texts);
    expect(three!.inReplyTo).toBe(two!.id);
    expect(four!.inReplyTo).toBe(three!.id);
    expect(tweetsOf([`Comment ${tag}`])[0]!.inReplyTo).toBe(one!.id);
  });

  it("a part sent without an answer (its request timed out) is looked for on X, found, and not sent again; the thread goes on from it", async () => {
    const tag = `u${Date.now().toString(36)}`;
    const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`];
    withhold.add(texts[2]);
    const { outcome, delivery, deliveryId } = await deliver(texts[0], texts.slice(1));
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(delivery.platformPostId).toBe(tweetsOf(texts)[0]!.id);
    expect(api.tweets.filter((tweet) => tweet.text === texts[2])).toHaveLength(1);
    expect((await stepsOf(deliveryId)).map((step) => [step.part, step.status, step.platform_post_id])).toEqual([
      [2, "succeeded", tweetsOf(texts)[1]!.id],
      [3, "succeeded", tweetsOf(texts)[2]!.id],
    ]);
  }, 60_000);

  it("a first comment X refuses for good is shown failed with X's reason, not retried; the post is published", async () => {
    const tag = `f${Date.now().toString(36)}`;
    forbid.add(`Comment ${tag}`);
    const { outcome, deliveryId, delivery } = await deliver(`One ${tag}`, [], `Comment ${tag}`);
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(delivery).toMatchObject({ status: "succeeded", error: null });
    const [step] = await stepsOf(deliveryId);
    expect(step).toMatchObject({ kind: "first_comment", status: "failed", platform_post_id: null });
    expect(step.error).toMatch(/not permitted to reply/);
    expect(x.calls.filter((call) => call.method === "POST" && call.json?.text === `Comment ${tag}`)).toHaveLength(1);
  });

  it("each reply takes a posting slot: with the account's 15-minute window nearly used up, the thread waits for a slot, the parts out stay out", async () => {
    const tag = `p${Date.now().toString(36)}`;
    const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`];
    // X allows 100 posts per 15 minutes per account: 98 used, so the post and part 2 take the last two.
    const { outcome, delivery, deliveryId } = await deliver(texts[0], texts.slice(1), `Comment ${tag}`, 98);
    expect(outcome).toMatchObject({ platform: "x_twitter", status: "deferred" });
    if (outcome.status !== "deferred") throw new Error("not deferred");
    expect(outcome.reason).toMatch(/^The post is out; its thread goes on when a slot frees\. X allows 100 posts per 15 minutes per account; the next one goes at /);
    expect(outcome.until.getTime()).toBeGreaterThan(Date.now() + 13 * 60_000);
    expect(delivery).toMatchObject({ status: "succeeded", error: null });
    expect(tweetsOf(texts).map((tweet) => tweet !== undefined)).toEqual([true, true, false]);
    expect(tweetsOf([`Comment ${tag}`])[0]).toBeUndefined();
    expect((await stepsOf(deliveryId)).map((step) => [step.kind, step.part, step.status])).toEqual([["thread", 2, "succeeded"]]);
  });
});
