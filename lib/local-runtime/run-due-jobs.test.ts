import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { startLocalScheduler, stopLocalScheduler } from "@/lib/local-runtime/local-scheduler";
import { LOCAL_RETRY_POLICY, type RetryPolicy } from "@/lib/local-runtime/retry-policy";
import { runDueJobs } from "@/lib/local-runtime/run-due-jobs";
import { type Loopback, type Script, startLoopback } from "@/lib/testing/loopback-server";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { duePosts, goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// The local runner (the local scheduler's claim-and-publish loop) over the shared pipeline.

describeDb("local runner", () => {
  let owner: { userId: string; brandId: string };

  beforeAll(async () => {
    // Leftover due jobs of other suites would be claimed here too; start from none.
    await dbPool().query("UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running')");
    owner = await publishingBrand("Runner");
  });
  afterEach(leaveLive);

  it("sandbox: a due post is published with one sandbox delivery per platform", async () => {
    const [{ postId }] = await duePosts(owner, 1);
    expect(await runDueJobs("runner-a", 100)).toBeGreaterThanOrEqual(1);
    const post = await db().post.findUniqueOrThrow({ where: { id: postId }, include: { deliveries: true, jobs: true } });
    expect(post.status).toBe("published");
    expect(post.publishedAt).not.toBeNull();
    expect(post.deliveries.map((d) => [d.platform, d.status, d.sandbox]).sort()).toEqual([
      ["linkedin", "succeeded", true],
      ["x_twitter", "succeeded", true],
    ]);
    expect(post.deliveries.every((d) => d.platformPostId?.startsWith("sandbox-"))).toBe(true);
    expect(post.jobs[0].status).toBe("done");
  });

  it("sandbox: a due Instagram post without an image (changed behind the API's back) fails as the live publisher would, naming the rule", async () => {
    const [{ postId }] = await duePosts(owner, 1, { platforms: ["x_twitter", "instagram"] });
    expect(await runDueJobs("runner-a", 100)).toBeGreaterThanOrEqual(1);
    const post = await db().post.findUniqueOrThrow({ where: { id: postId }, include: { deliveries: true, jobs: true } });
    expect(post.status).toBe("failed");
    expect(post.deliveries.map((d) => [d.platform, d.status, d.error]).sort()).toEqual([
      ["instagram", "failed", "Instagram cannot publish text alone; the post needs an image."],
      ["x_twitter", "succeeded", null],
    ]);
    expect(post.jobs[0]).toMatchObject({ status: "failed", error: "Instagram cannot publish text alone; the post needs an image." });
  });

  it("two runners over one database publish 500 due posts exactly once each", async () => {
    const ids = (await duePosts(owner, 500)).map((created) => created.postId);
    const runner = async (name: string) => {
      let claimed = 0;
      for (let n = await runDueJobs(name, 37); n > 0; n = await runDueJobs(name, 37)) claimed += n;
      return claimed;
    };
    const [a, b] = await Promise.all([runner("runner-a"), runner("runner-b")]);
    expect(a + b).toBe(500);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    const { rows } = await dbPool().query(
      `SELECT count(*)::int AS deliveries, count(DISTINCT (post_id, platform))::int AS distinct_deliveries,
              (SELECT count(*)::int FROM posts WHERE id = ANY($1::uuid[]) AND status = 'published') AS published
       FROM deliveries WHERE post_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(rows[0]).toEqual({ deliveries: 1000, distinct_deliveries: 1000, published: 500 });
  });

  it("a job whose post was unscheduled meanwhile is cancelled, not published", async () => {
    const [{ postId }] = await duePosts(owner, 1);
    await db().post.update({ where: { id: postId }, data: { status: "draft" } });
    await runDueJobs("runner-a", 100);
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("draft");
    expect((await db().publishJob.findFirstOrThrow({ where: { postId } })).status).toBe("cancelled");
  });

  describe("live mode, against a loopback X API", () => {
    let x: Loopback | undefined;
    let sleeps: number[];
    afterEach(async () => {
      await x?.close();
      x = undefined;
    });

    /** In-process retries with the waits recorded instead of waited. */
    const recordingPolicy = (): RetryPolicy => ({ ...LOCAL_RETRY_POLICY, sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 });

    async function runXPost(script: Script, platforms = ["x_twitter"]) {
      x = await startLoopback(script);
      await goLiveWithX(owner, x.baseUrl);
      sleeps = [];
      const [{ postId }] = await duePosts(owner, 1, { platforms });
      await runDueJobs("runner-live", 10, recordingPolicy());
      return db().post.findUniqueOrThrow({ where: { id: postId }, include: { deliveries: true, jobs: true } });
    }

    it("publishes through the brand's connected account and records the platform's id and permalink", async () => {
      const post = await runXPost({ "POST /2/tweets": { status: 201, json: { data: { id: "1790000000000000001", text: "Due post 0" } } } });
      expect(x!.requests.map((r) => [r.method, r.path, r.headers.authorization, r.json])).toEqual([
        ["POST", "/2/tweets", "Bearer user-token-123", { text: "Due post 0" }],
      ]);
      expect(post.status).toBe("published");
      expect(post.deliveries[0]).toMatchObject({ status: "succeeded", sandbox: false, platformPostId: "1790000000000000001", attempts: 1 });
      expect(post.deliveries[0].permalink).toContain("1790000000000000001");
    });

    it("retries in process: backoff with jitter, then exactly the platform's Retry-After, then succeeds", async () => {
      const post = await runXPost({
        "POST /2/tweets": [
          { status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } },
          { status: 429, headers: { "retry-after": "2" }, json: { title: "Too Many Requests" } },
          { status: 201, json: { data: { id: "1790000000000000003", text: "Due post 0" } } },
        ],
      });
      expect(sleeps).toEqual([750, 2000]);
      expect(x!.requests).toHaveLength(3);
      expect(post.status).toBe("published");
      expect(post.deliveries[0]).toMatchObject({ status: "succeeded", attempts: 3, error: null });
    });

    it("gives up after the policy's attempts with the last reason", async () => {
      const post = await runXPost({ "POST /2/tweets": { status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } } });
      expect(x!.requests).toHaveLength(LOCAL_RETRY_POLICY.maxAttempts);
      expect(sleeps).toEqual([750, 1500, 3000]);
      expect(post.status).toBe("failed");
      expect(post.deliveries[0]).toMatchObject({ status: "failed", attempts: 4 });
      expect(post.deliveries[0].error).toMatch(/^X still failed after 4 attempts: /);
      expect(post.jobs[0].error).toContain("X still failed after 4 attempts");
    });

    it("a platform's Retry-After is waited out beyond the attempts for errors, up to the policy's rate-limited waits", async () => {
      const tooMany = { status: 429, headers: { "retry-after": "1" }, json: { title: "Too Many Requests" } };
      const waitedOut = await runXPost({ "POST /2/tweets": [...Array(LOCAL_RETRY_POLICY.maxAttempts + 2).fill(tooMany), { status: 201, json: { data: { id: "1790000000000000009", text: "Due post 0" } } }] });
      expect(waitedOut.status).toBe("published");
      expect(sleeps).toEqual(Array(LOCAL_RETRY_POLICY.maxAttempts + 2).fill(1000));
      await x!.close();

      const keepsRefusing = await runXPost({ "POST /2/tweets": tooMany });
      expect(x!.requests).toHaveLength(LOCAL_RETRY_POLICY.maxRateLimitedWaits + 1);
      expect(keepsRefusing.status).toBe("failed");
      expect(keepsRefusing.deliveries[0].error).toMatch(/^X still failed after 11 attempts: /);
    });

    it("fails readably instead of holding the job when the platform asks to wait too long", async () => {
      const post = await runXPost({ "POST /2/tweets": { status: 429, headers: { "retry-after": "900" }, json: { title: "Too Many Requests" } } });
      expect(x!.requests).toHaveLength(1);
      expect(sleeps).toEqual([]);
      expect(post.deliveries[0].error).toMatch(/^X asked to wait 900 s before retrying, longer than we wait; try again later\./);
      expect(post.status).toBe("failed");
    });

    it("never retries an unknown outcome: one request, the post fails with the reason", async () => {
      const post = await runXPost({ "POST /2/tweets": ["reset", { status: 201, json: { data: { id: "1" } } }] });
      // One publish, then the lookup this scripted X cannot answer (reconcile-delivery.ts).
      expect(x!.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /2/tweets", "GET /2/users/me"]);
      expect(sleeps).toEqual([]);
      expect(post.status).toBe("failed");
      expect(post.deliveries[0].error).toMatch(/may have been published; check X before retrying/);
    });

    it("fails the post with the platform's reason; a platform without a connection fails with a readable one", async () => {
      const detail = "You are not allowed to create a Tweet with duplicate content.";
      const post = await runXPost({ "POST /2/tweets": { status: 403, json: { title: "Forbidden", detail } } }, ["x_twitter", "threads"]);
      expect(post.status).toBe("failed");
      const byPlatform = Object.fromEntries(post.deliveries.map((d) => [d.platform, d]));
      expect(byPlatform.x_twitter).toMatchObject({ status: "failed", attempts: 1 });
      expect(byPlatform.x_twitter.error).toContain("duplicate content");
      expect(byPlatform.threads.error).toMatch(/No Threads account is connected/);
      expect(post.jobs[0].error).toContain("duplicate content");
    });
  });

  // Left running, the scheduler would go on claiming due jobs in this worker during the files after this one.
  afterAll(stopLocalScheduler);

  it("the local scheduler publishes a post scheduled through the API at its time", async () => {
    startLocalScheduler();
    const key = await createTestApiKey(owner.userId, { scopes: ["schedule"] });
    const postId = (await db().post.create({ data: { userId: owner.userId, brandId: owner.brandId, content: "Soon", platforms: ["bluesky"], source: "api" } })).id;
    const at = Date.now() + 1500;
    const res = await callRoute(scheduleRoute.POST, "POST", "/x", { headers: key.bearer, body: { post_id: postId, scheduled_at: new Date(at).toISOString() } });
    expect(res.status).toBe(200);
    let post = await db().post.findUniqueOrThrow({ where: { id: postId } });
    while (post.status === "scheduled" && Date.now() < at + 8000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      post = await db().post.findUniqueOrThrow({ where: { id: postId } });
    }
    expect(post.status).toBe("published");
    expect(post.publishedAt!.getTime()).toBeGreaterThanOrEqual(at);
    expect(post.publishedAt!.getTime() - at).toBeLessThan(3000);
  });
});
