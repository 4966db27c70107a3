import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { runDueJobs } from "@/lib/local-runtime/run-due-jobs";
import { CLAIM_LEASE_SECONDS, claimJob, inngestRunnerId } from "@/lib/publishing/claim-jobs";
import { findLostJobs } from "@/lib/publishing/find-lost-jobs";
import { hasTestDatabase, onPglite } from "@/lib/testing";
import { startChild, type Child } from "@/lib/testing/crash/child-process";
import { duePosts, goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";

// Recovery in seconds (docs/publishing.md, "What happens when a server dies"): a local runner in
// a process of its own (lib/testing/crash/publishing-runner.ts) publishes a live batch to a slow
// loopback X and is killed with SIGKILL in the middle of it. It held only what it had in flight;
// a second runner publishes everything else at once, takes over the dead runner's jobs within
// 30 s (their claims are no longer renewed), and nothing reaches X twice. PostgreSQL only: on
// PGlite (`npm start`) there is one process, so one runner.

const POSTS = 60;
const X_LATENCY_MS = 400;
const KILL_AFTER_TWEETS = 12;
/** The dead runner's places for one account (PUBLISH_ACCOUNT_CONCURRENCY): every post here is one account's. */
const ACCOUNT_PLACES = 6;
/** The bound the issue sets: a dead runner's claims are taken over within this. */
const TAKEOVER_BOUND_MS = 30_000;

/** X's create-tweet endpoint, slow enough that a batch is in flight when the runner dies; counts each text it receives. */
function slowX(): Promise<{ url: string; received: Map<string, number>; total: () => number; server: Server }> {
  const received = new Map<string, number>();
  let next = 1n;
  const server = createServer((req, res) => {
    // Only the create-tweet endpoint: a lookup of the timeline (reconcile-delivery.ts) is refused, so X "cannot tell".
    if (req.method !== "POST" || req.url !== "/2/tweets") return void res.writeHead(404).end();
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const text = (JSON.parse(body || "{}") as { text?: string }).text ?? "";
      received.set(text, (received.get(text) ?? 0) + 1);
      const id = String(1_800_000_000_000_000_000n + next++);
      setTimeout(() => res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ data: { id, text } })), X_LATENCY_MS);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, total: () => [...received.values()].reduce((a, b) => a + b, 0), server }),
    ),
  );
}

const until = async (condition: () => Promise<boolean> | boolean) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
};

describe.skipIf(!hasTestDatabase || onPglite)("a runner killed mid-batch", () => {
  let child: Child | undefined;
  let x: Awaited<ReturnType<typeof slowX>>;
  beforeAll(async () => {
    // Leftover due jobs of other suites would be claimed here too; start from none.
    await dbPool().query("UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running')");
    x = await slowX();
  });
  afterEach(leaveLive);
  afterAll(async () => {
    await child?.kill();
    await new Promise((resolve) => x.server.close(resolve));
  });

  it("held only what it had in flight; the rest goes at once, its own within 30 s, nothing twice", { timeout: 300_000 }, async () => {
    const owner = await publishingBrand("Crash");
    await goLiveWithX(owner, x.url);
    const jobs = await duePosts(owner, POSTS, { platforms: ["x_twitter"] });
    const jobIds = jobs.map((job) => job.jobId);

    child = await startChild("publishing-runner.ts", { DB_POOL_MAX: "5", PUBLISH_ACCOUNT_CONCURRENCY: String(ACCOUNT_PLACES) });
    const dead = child.ready;
    await until(() => x.total() >= KILL_AFTER_TWEETS);
    await child.kill();
    const killedAt = Date.now();

    const heldRows = await dbPool().query<{ id: string }>("SELECT id FROM publish_jobs WHERE claimed_by = $1 AND status = 'running'", [dead]);
    const held = new Set(heldRows.rows.map((row) => row.id));
    // It claimed only what it had places to start (one account's, here): one crash delays nothing else.
    expect(held.size).toBeGreaterThan(0);
    expect(held.size).toBeLessThanOrEqual(ACCOUNT_PLACES);

    // A second runner, in this process, as the surviving server's scheduler would run it.
    let running = true;
    const survivor = (async () => {
      while (running) if ((await runDueJobs("survivor", 1_000)) === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    })();
    let takenOverAt = 0;
    await until(async () => {
      const { rowCount } = await dbPool().query("SELECT 1 FROM publish_jobs WHERE claimed_by = $1 AND status = 'running'", [dead]);
      if (rowCount === 0 && takenOverAt === 0) takenOverAt = Date.now();
      const open = await dbPool().query("SELECT 1 FROM publish_jobs WHERE id = ANY($1::uuid[]) AND status IN ('pending', 'running')", [jobIds]);
      return open.rowCount === 0;
    });
    running = false;
    await survivor;

    // The dead runner's claims ran out unrenewed (CLAIM_LEASE_SECONDS) and the survivor took them.
    expect(takenOverAt - killedAt).toBeLessThanOrEqual(TAKEOVER_BOUND_MS);

    const { rows } = await dbPool().query<{ id: string; status: string; content: string }>(
      "SELECT j.id, j.status::text, p.content FROM publish_jobs j JOIN posts p ON p.id = j.post_id WHERE j.id = ANY($1::uuid[])",
      [jobIds],
    );
    for (const row of rows) {
      // Nothing reached X twice, whoever sent it.
      expect(x.received.get(row.content) ?? 0, row.content).toBeLessThanOrEqual(1);
      if (!held.has(row.id)) {
        // Not in flight at the kill: published, once.
        expect(row.status, row.content).toBe("done");
        expect(x.received.get(row.content), row.content).toBe(1);
      }
    }
    expect(rows).toHaveLength(POSTS);
  });

  it("on Inngest, a run's claim is held between its steps and retaken at once by its own retried step; the sweep sees it lost only after the hold", async () => {
    const owner = await publishingBrand("Inngest hold");
    const [job] = await duePosts(owner, 1);
    const run = inngestRunnerId("crashed-run");
    expect(await claimJob(job.jobId, run)).not.toBeNull();
    // Twenty seconds on, past a local runner's lease, the run (its process may be gone, Inngest retrying its step) keeps the job:
    await dbPool().query("UPDATE publish_jobs SET claimed_at = claimed_at - make_interval(secs => $2) WHERE id = $1", [job.jobId, CLAIM_LEASE_SECONDS + 5]);
    expect(await claimJob(job.jobId, "local-runner")).toBeNull();
    expect((await findLostJobs(0, 10_000)).map((lost) => lost.jobId)).not.toContain(job.jobId);
    // Inngest retries the step of the same run: it claims again what its run holds, at once.
    expect(await claimJob(job.jobId, run)).not.toBeNull();
    // Once the hold ran out (the run is lost, not retried), the sweep finds it and another run takes it.
    await dbPool().query("UPDATE publish_jobs SET claimed_at = now() - make_interval(secs => $2) WHERE id = $1", [job.jobId, CLAIM_LEASE_SECONDS + 1]);
    expect((await findLostJobs(0, 10_000)).map((lost) => lost.jobId)).toContain(job.jobId);
    expect(await claimJob(job.jobId, inngestRunnerId("sweep-run"))).not.toBeNull();
  });
});
