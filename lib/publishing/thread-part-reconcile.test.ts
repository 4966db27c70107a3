import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { deliverWithRetries } from "@/lib/local-runtime/deliver-with-retries";
import { LOCAL_RETRY_POLICY } from "@/lib/local-runtime/retry-policy";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { startPlatformServer, type PlatformApi, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createThreadsApi } from "@/lib/testing/platform-servers/threads";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";
import { deliverThroughRunner, type Delivered } from "@/lib/testing/publisher-harness";
import type { ContainerApi } from "@/lib/testing/platform-servers/graph-containers";

// A thread part (or a first comment given as a reply) whose request is cut off after it left
// (docs/publishing.md, "Threads and a first comment"): the retry looks for it among the
// account's replies to the part before it first, and never publishes it twice. Against the
// loopback X and Threads, which do the work and then cut the connection (the caller sees a
// reset, its outcome unknown), or cut it before doing anything (nothing was published). And a
// first comment refused for now is retried on its own, the post and its thread not sent again.

const X_TOKEN = "reconcile-thread-token";

describeDb("a thread part cut off after it left is looked for before it is sent again", () => {
  let api: XApi;
  let x: PlatformServer;
  /** Texts whose POST /2/tweets is done by X, then the connection is cut: X has the tweet. */
  const cutAfter = new Set<string>();
  /** Texts whose POST /2/tweets is cut before X does anything: X has no tweet. */
  const cutBefore = new Set<string>();
  /** Of those, the ones answered by the flaky API just now, whose connection is to be cut. */
  const cutUnanswered = new Set<string>();
  /** Texts whose POST /2/tweets X answers 503 once (nothing created). */
  const refuseOnce = new Set<string>();
  /** Texts whose POST /2/tweets X always answers 503. */
  const refuseAlways = new Set<string>();
  /** While set, X's timeline read fails (the lookup cannot tell). */
  let timelineDown = false;

  beforeAll(async () => {
    process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
    api = createXApi({ tokens: [X_TOKEN] });
    const flaky: PlatformApi = {
      name: "x-flaky",
      async answer(request) {
        if (timelineDown && request.method === "GET" && /^\/2\/users\/[^/]+\/tweets$/.test(request.path)) return { status: 503, json: { title: "Service Unavailable", detail: "Timeline over capacity" } };
        const text = request.method === "POST" && request.path === "/2/tweets" ? request.json?.text : undefined;
        if (typeof text !== "string") return null;
        if (cutBefore.delete(text)) {
          cutUnanswered.add(text);
          return { status: 500, json: { title: "never sent" } };
        }
        if (refuseOnce.delete(text) || refuseAlways.has(text)) return { status: 503, json: { title: "Service Unavailable", detail: "Over capacity" } };
        return null;
      },
    };
    x = await startPlatformServer([flaky, api], {
      cutAnswer: (request) => {
        if (request.method !== "POST" || request.path !== "/2/tweets") return false;
        const text = request.json?.text;
        return cutAfter.delete(text) || cutUnanswered.delete(text);
      },
    });
  });
  afterAll(() => x.close());

  const deliver = (text: string, thread: string[], firstComment: string | null = null, maxAttempts = 3) =>
    deliverThroughRunner("x_twitter", x.url, { text, thread, firstComment, credentials: { access_token: X_TOKEN }, policy: { maxAttempts } });
  const tweetsWith = (text: string) => api.tweets.filter((tweet) => tweet.text === text);
  const stepsOf = async (deliveryId: string) =>
    (await dbPool().query("SELECT kind, part, status, platform_post_id, error FROM delivery_steps WHERE delivery_id = $1 ORDER BY kind DESC, part", [deliveryId])).rows;

  it("X has the part that was cut off: it is found among the account's replies and recorded, the next part replies to it, nothing is sent twice", async () => {
    const tag = `a${Date.now().toString(36)}`;
    const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`, `Four ${tag}`];
    cutAfter.add(texts[2]);
    const { outcome, deliveryId } = await deliver(texts[0], texts.slice(1));
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    for (const text of texts) expect(tweetsWith(text), text).toHaveLength(1);
    const [one, two, three, four] = texts.map((text) => tweetsWith(text)[0]);
    expect([two.inReplyTo, three.inReplyTo, four.inReplyTo]).toEqual([one.id, two.id, three.id]);
    expect(await stepsOf(deliveryId)).toEqual([
      { kind: "thread", part: 2, status: "succeeded", platform_post_id: two.id, error: null },
      { kind: "thread", part: 3, status: "succeeded", platform_post_id: three.id, error: null },
      { kind: "thread", part: 4, status: "succeeded", platform_post_id: four.id, error: null },
    ]);
    // The lookup read the account's timeline with each tweet's reply reference.
    const lookups = x.calls.filter((call) => call.method === "GET" && /\/2\/users\/[^/]+\/tweets$/.test(call.path));
    expect(lookups.at(-1)!.query.get("tweet.fields")).toContain("referenced_tweets");
  });

  it("the same words replying to another tweet are not taken for the part: only a reply to the part before it is", async () => {
    const tag = `s${Date.now().toString(36)}`;
    const texts = [`One ${tag}`, `Same words ${tag}`, `Three ${tag}`];
    // Another thread of the account already has a reply with part 2's words.
    const other = await deliver(`Other ${tag}`, [texts[1]]);
    expect(other.outcome.status).toBe("succeeded");
    cutBefore.add(texts[1]);
    const first = await deliver(texts[0], texts.slice(1));
    // Not listed as a reply to the post, and too soon to be sure: nothing sent, it waits.
    expect(first.outcome).toMatchObject({ platform: "x_twitter", status: "deferred" });
    if (first.outcome.status !== "deferred") throw new Error("not deferred");
    expect(first.outcome.reason).toMatch(/^X does not list the reply yet; looking again at /);
    expect(tweetsWith(texts[1])).toHaveLength(1);
    expect((await stepsOf(first.deliveryId)).map((step) => [step.part, step.status])).toEqual([[2, "started"]]);

    // A minute on, X still does not list it: it is sent, once, and the thread goes on.
    await dbPool().query("UPDATE delivery_steps SET updated_at = now() - interval '2 minutes' WHERE delivery_id = $1", [first.deliveryId]);
    const again = await redeliver(first, x.url);
    expect(again).toEqual({ platform: "x_twitter", status: "succeeded" });
    const replies = tweetsWith(texts[1]);
    expect(replies).toHaveLength(2);
    const [one] = tweetsWith(texts[0]);
    const two = replies.find((tweet) => tweet.inReplyTo === one.id)!;
    expect(two).toBeDefined();
    expect(tweetsWith(texts[2]).map((tweet) => tweet.inReplyTo)).toEqual([two.id]);
    expect((await stepsOf(first.deliveryId)).map((step) => [step.part, step.status, step.platform_post_id])).toEqual([
      [2, "succeeded", two.id],
      [3, "succeeded", tweetsWith(texts[2])[0].id],
    ]);
  });

  it("when X cannot tell (its timeline fails), the part is never sent again: the delivery fails naming it and why", async () => {
    const tag = `t${Date.now().toString(36)}`;
    const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`];
    cutAfter.add(texts[1]);
    timelineDown = true;
    let delivered: Delivered;
    try {
      delivered = await deliver(texts[0], texts.slice(1));
    } finally {
      timelineDown = false;
    }
    expect(delivered.outcome.status).toBe("failed");
    expect(delivered.delivery.error).toMatch(/^Part 2 of 3 of the thread was sent to X without an answer; it may be published\. It is not sent again: check the thread on X\. X could not tell whether it is there \(asking X failed: .*503/);
    expect(tweetsWith(texts[1])).toHaveLength(1);
    expect(tweetsWith(texts[2])).toHaveLength(0);
    expect((await stepsOf(delivered.deliveryId)).map((step) => [step.part, step.status])).toEqual([[2, "started"]]);
  });

  it("a first reply cut off after X made it is found, not sent again", async () => {
    const tag = `c${Date.now().toString(36)}`;
    cutAfter.add(`Comment ${tag}`);
    const { outcome, deliveryId } = await deliver(`One ${tag}`, [`Two ${tag}`], `Comment ${tag}`);
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    const [comment] = tweetsWith(`Comment ${tag}`);
    expect(tweetsWith(`Comment ${tag}`)).toHaveLength(1);
    expect(comment.inReplyTo).toBe(tweetsWith(`One ${tag}`)[0].id);
    expect((await stepsOf(deliveryId)).find((step) => step.kind === "first_comment")).toMatchObject({ status: "succeeded", platform_post_id: comment.id });
  });

  it("a first comment refused for now is retried on its own: the post and its thread go out once, the comment once, the delivery succeeds", async () => {
    const tag = `r${Date.now().toString(36)}`;
    refuseOnce.add(`Comment ${tag}`);
    const { outcome, delivery, deliveryId } = await deliver(`One ${tag}`, [`Two ${tag}`], `Comment ${tag}`);
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, error: null });
    for (const text of [`One ${tag}`, `Two ${tag}`, `Comment ${tag}`]) expect(tweetsWith(text), text).toHaveLength(1);
    // Two requests for the comment: the refused one and its retry.
    expect(x.calls.filter((call) => call.method === "POST" && call.path === "/2/tweets" && call.json?.text === `Comment ${tag}`).map((call) => call.status)).toEqual([503, 201]);
    expect((await stepsOf(deliveryId)).find((step) => step.kind === "first_comment")).toMatchObject({ status: "succeeded", error: null });
  });

  it("a first comment still refused when the runner's attempts are spent keeps its own failed status; the delivery stays succeeded", async () => {
    const tag = `g${Date.now().toString(36)}`;
    refuseAlways.add(`Comment ${tag}`);
    try {
      const { outcome, delivery, deliveryId } = await deliver(`One ${tag}`, [], `Comment ${tag}`, 2);
      expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
      expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, error: null });
      expect(tweetsWith(`One ${tag}`)).toHaveLength(1);
      expect(x.calls.filter((call) => call.method === "POST" && call.path === "/2/tweets" && call.json?.text === `Comment ${tag}`)).toHaveLength(2);
      const [step] = await stepsOf(deliveryId);
      expect(step).toMatchObject({ kind: "first_comment", status: "failed", platform_post_id: null });
      expect(step.error).toMatch(/Over capacity|503/);
    } finally {
      refuseAlways.delete(`Comment ${tag}`);
    }
  });
});

describeDb("a Threads reply cut off after it was published is looked for before it is sent again", () => {
  let api: ContainerApi;
  let threads: PlatformServer;
  const cutAfter = new Set<string>();

  beforeAll(async () => {
    process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
    api = createThreadsApi({ tokens: ["th-reconcile-token"] });
    threads = await startPlatformServer([api], {
      pathPrefix: "/v1.0",
      // threads_publish of the container whose text is to be cut: Threads publishes it, the answer is lost.
      cutAnswer: (request) => {
        if (request.method !== "POST" || !request.path.endsWith("/threads_publish")) return false;
        const container = api.containers.find((c) => c.id === (request.form?.get("creation_id") ?? request.query.get("creation_id") ?? request.json?.creation_id));
        return container !== undefined && cutAfter.delete(container.text);
      },
    });
  });
  afterAll(() => threads.close());

  it("the part Threads published is found among the account's replies (GET /{user-id}/replies), the next part replies to it, each once", async () => {
    const tag = `h${Date.now().toString(36)}`;
    const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`];
    cutAfter.add(texts[1]);
    const { outcome, deliveryId } = await deliverThroughRunner("threads", threads.url, {
      text: texts[0],
      thread: texts.slice(1),
      credentials: { threads_user_id: "25000000000000077", access_token: "th-reconcile-token" },
    });
    expect(outcome).toEqual({ platform: "threads", status: "succeeded" });
    const published = (text: string) => api.published.filter((media) => media.container.text === text);
    for (const text of texts) expect(published(text), text).toHaveLength(1);
    const [one, two, three] = texts.map((text) => published(text)[0]);
    expect([two.container.replyTo, three.container.replyTo]).toEqual([one.id, two.id]);
    const { rows } = await dbPool().query("SELECT part, status, platform_post_id, permalink FROM delivery_steps WHERE delivery_id = $1 ORDER BY part", [deliveryId]);
    expect(rows).toEqual([
      { part: 2, status: "succeeded", platform_post_id: two.id, permalink: two.permalink },
      { part: 3, status: "succeeded", platform_post_id: three.id, permalink: three.permalink },
    ]);
    expect(threads.calls.some((call) => call.method === "GET" && call.path === "/25000000000000077/replies" && call.query.get("fields")?.includes("replied_to"))).toBe(true);
  });
});

/** The job taken over by a new runner, as after the deferral's time is up, and delivered again. */
async function redeliver(first: Delivered, xUrl: string) {
  const { rows } = await dbPool().query(
    "UPDATE publish_jobs SET status = 'running', claimed_by = 'dead-runner', claimed_at = now() - interval '10 minutes' WHERE post_id = $1 RETURNING id",
    [first.postId],
  );
  await dbPool().query("UPDATE posts SET status = 'scheduled' WHERE id = $1", [first.postId]);
  const claimed = await claimJob(rows[0].id, "survivor");
  expect(claimed).not.toBeNull();
  const [post] = await takeScheduledPosts([claimed!]);
  process.env.X_API_BASE_URL = xUrl;
  forgetServerEnv();
  try {
    return await deliverWithRetries(post, "x_twitter", { ...LOCAL_RETRY_POLICY, sleep: async () => {} });
  } finally {
    delete process.env.X_API_BASE_URL;
    forgetServerEnv();
  }
}
