import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { runDueJobs } from "@/lib/local-runtime/run-due-jobs";
import { RECONCILE_SETTLE_MS } from "@/lib/publishing/reconcile-delivery";
import { hasTestDatabase, onPglite } from "@/lib/testing";
import { startChild, type Child } from "@/lib/testing/crash/child-process";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";
import { duePosts, goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";

// A real crash (docs/publishing.md, "What happens when a server dies"): a local runner in a
// process of its own (lib/testing/crash/publishing-runner.ts) sends a batch to a loopback X that
// creates each tweet and never answers, and is killed with SIGKILL. The runner that takes its
// jobs over finds each tweet on X's timeline and records it as published, with its permalink;
// X holds exactly one tweet per post. PostgreSQL only: on PGlite there is one process.

const POSTS = 3;

describe.skipIf(!hasTestDatabase || onPglite)("deliveries in flight when their runner is killed", () => {
  let child: Child | undefined;
  let api: XApi;
  let x: PlatformServer;
  beforeAll(async () => {
    // Leftover due jobs of other suites would be claimed here too; start from none.
    await dbPool().query("UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running')");
    api = createXApi({ tokens: ["user-token-123"] });
    x = await startPlatformServer([api], { withholdAnswer: (request) => request.method === "POST" && request.path === "/2/tweets" });
  });
  afterEach(leaveLive);
  afterAll(async () => {
    await child?.kill();
    await x.close();
  });

  it("are found on X after a SIGKILL and recorded as published with their permalinks, each tweet once", { timeout: 180_000 }, async () => {
    const owner = await publishingBrand("Reconcile crash");
    await goLiveWithX(owner, x.url);
    const jobs = await duePosts(owner, POSTS, { platforms: ["x_twitter"] });
    for (const [i, job] of jobs.entries()) await db().post.update({ where: { id: job.postId }, data: { content: `Crash-safe post ${i} ${job.postId.slice(0, 8)}` } });

    child = await startChild("publishing-runner.ts", { DB_POOL_MAX: "5" });
    while (api.tweets.length < POSTS) await new Promise((resolve) => setTimeout(resolve, 50));
    await child.kill();

    // Its claims would run out in seconds and its attempts settle in a minute; dated back instead of waited for.
    const jobIds = jobs.map((job) => job.jobId);
    await dbPool().query("UPDATE publish_jobs SET claimed_at = now() - interval '10 minutes' WHERE id = ANY($1::uuid[]) AND status = 'running'", [jobIds]);
    await dbPool().query("UPDATE deliveries SET updated_at = now() - make_interval(secs => $2) WHERE job_id = ANY($1::uuid[])", [jobIds, RECONCILE_SETTLE_MS / 1000 + 5]);
    const pending = await dbPool().query("SELECT 1 FROM deliveries WHERE job_id = ANY($1::uuid[]) AND status = 'pending' AND attempts = 1 AND error IS NULL", [jobIds]);
    expect(pending.rowCount, "each delivery was left attempted without an outcome").toBe(POSTS);

    for (;;) {
      await runDueJobs("survivor", 100);
      const open = await dbPool().query("SELECT 1 FROM publish_jobs WHERE id = ANY($1::uuid[]) AND status IN ('pending', 'running')", [jobIds]);
      if (open.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    for (const job of jobs) {
      const post = await db().post.findUniqueOrThrow({ where: { id: job.postId }, include: { deliveries: true } });
      const sent = api.tweets.filter((tweet) => tweet.text === post.content);
      expect(sent, post.content).toHaveLength(1);
      expect(post.status).toBe("published");
      expect(post.deliveries[0]).toMatchObject({ status: "succeeded", attempts: 1, platformPostId: sent[0].id, permalink: `https://x.com/i/web/status/${sent[0].id}` });
    }
    expect(api.tweets).toHaveLength(POSTS);
  });
});
