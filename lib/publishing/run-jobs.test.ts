import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import type { Caller } from "@/lib/auth/caller";
import { SCOPES } from "@/lib/auth/scopes";
import { upsertConnection } from "@/lib/connections/upsert-connection";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env";
import { startLocalScheduler } from "@/lib/publishing/local-scheduler";
import { runDueJobs } from "@/lib/publishing/run-jobs";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

/** Posts with a pending job that is already due (as if scheduled earlier). */
async function duePosts(userId: string, brandId: string | null, count: number, platforms = ["x_twitter", "linkedin"]) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const post = await db().post.create({
      data: { userId, brandId, content: `Due post ${i}`, platforms, source: "api", status: "scheduled", scheduledAt: new Date(Date.now() - 1000) },
    });
    await db().publishJob.create({ data: { postId: post.id, runAt: new Date(Date.now() - 1000) } });
    ids.push(post.id);
  }
  return ids;
}

describeDb("publishing runners", () => {
  let userId: string;
  let brandId: string;
  let caller: Caller;

  beforeAll(async () => {
    // Leftover due jobs of other suites would be claimed here too; start from none.
    await dbPool().query("UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running')");
    userId = (await createTestUser({ plan: "business" })).id;
    brandId = (await db().brand.create({ data: { userId, name: "Runner", website: "https://runner.example" } })).id;
    caller = { userId, authMethod: "session", keyId: null, scopes: SCOPES, brandIds: null };
  });

  afterEach(() => {
    delete process.env.PUBLISH_MODE;
    delete process.env.X_API_BASE_URL;
    delete process.env.CONNECTIONS_ENCRYPTION_KEYS;
    forgetServerEnv();
  });

  it("sandbox: a due post is published with one sandbox delivery per platform", async () => {
    const [postId] = await duePosts(userId, brandId, 1);
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

  it("two runners over one database publish 500 due posts exactly once each", async () => {
    const ids = await duePosts(userId, brandId, 500);
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
    const [postId] = await duePosts(userId, brandId, 1);
    await db().post.update({ where: { id: postId }, data: { status: "draft" } });
    await runDueJobs("runner-a", 100);
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("draft");
    expect((await db().publishJob.findFirstOrThrow({ where: { postId } })).status).toBe("cancelled");
  });

  describe("live mode", () => {
    let x: Server;
    let requests: Array<{ path: string; authorization?: string; body: unknown }>;
    let answer: { status: number; body: unknown };

    beforeAll(async () => {
      x = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString() || "null") });
        res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
      });
      await new Promise<void>((resolve) => x.listen(0, "127.0.0.1", resolve));
    });
    afterAll(() => new Promise((resolve) => x.close(resolve)));

    const goLive = () => {
      process.env.PUBLISH_MODE = "live";
      process.env.X_API_BASE_URL = `http://127.0.0.1:${(x.address() as AddressInfo).port}`;
      process.env.CONNECTIONS_ENCRYPTION_KEYS = `k1:${randomBytes(32).toString("base64")}`;
      forgetServerEnv();
      requests = [];
    };

    it("publishes through the brand's connected account and records the platform's id and permalink", async () => {
      goLive();
      answer = { status: 201, body: { data: { id: "1790000000000000001", text: "Due post 0" } } };
      await upsertConnection(caller, brandId, { platform: "x_twitter", credentials: { access_token: "user-token-123" } });
      const [postId] = await duePosts(userId, brandId, 1, ["x_twitter"]);
      await runDueJobs("runner-live", 10);
      expect(requests).toEqual([{ path: "/2/tweets", authorization: "Bearer user-token-123", body: { text: "Due post 0" } }]);
      const post = await db().post.findUniqueOrThrow({ where: { id: postId }, include: { deliveries: true } });
      expect(post.status).toBe("published");
      expect(post.deliveries[0]).toMatchObject({ status: "succeeded", sandbox: false, platformPostId: "1790000000000000001", attempts: 1 });
      expect(post.deliveries[0].permalink).toContain("1790000000000000001");
    });

    it("fails the post with the platform's reason; a platform without a connection fails with a readable one", async () => {
      goLive();
      answer = { status: 403, body: { title: "Forbidden", detail: "You are not allowed to create a Tweet with duplicate content." } };
      await upsertConnection(caller, brandId, { platform: "x_twitter", credentials: { access_token: "user-token-123" } });
      const [postId] = await duePosts(userId, brandId, 1, ["x_twitter", "threads"]);
      await runDueJobs("runner-live", 10);
      const post = await db().post.findUniqueOrThrow({ where: { id: postId }, include: { deliveries: true, jobs: true } });
      expect(post.status).toBe("failed");
      const byPlatform = Object.fromEntries(post.deliveries.map((d) => [d.platform, d]));
      expect(byPlatform.x_twitter).toMatchObject({ status: "failed", attempts: 1 });
      expect(byPlatform.x_twitter.error).toContain("duplicate content");
      expect(byPlatform.threads.error).toMatch(/No Threads account is connected/);
      expect(post.jobs[0].error).toContain("duplicate content");
    });
  });

  it("the local scheduler publishes a post scheduled through the API at its time", async () => {
    startLocalScheduler();
    const key = await createTestApiKey(userId, { scopes: ["schedule"] });
    const postId = (await db().post.create({ data: { userId, brandId, content: "Soon", platforms: ["bluesky"], source: "api" } })).id;
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
