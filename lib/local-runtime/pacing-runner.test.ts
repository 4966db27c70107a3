import { afterEach, beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { runDueJobs } from "@/lib/local-runtime/run-due-jobs";
import { ageSends, connectionIdOf, liveXAndLinkedIn, recordSends } from "@/lib/testing/pacing-fixtures";
import { describeDb } from "@/lib/testing";
import { duePosts, publishingBrand } from "@/lib/testing/publishing-fixtures";

// The local runner under an account's posting limit: a delivery whose account has used every
// slot of a window is deferred (nothing sent, no attempt counted), the job goes back to the
// queue for when the slot frees, and the re-run publishes it once.

describeDb("local runner: per-account pacing", () => {
  let live: Awaited<ReturnType<typeof liveXAndLinkedIn>> | undefined;
  beforeAll(async () => {
    // Leftover due jobs of other suites would be claimed here too; start from none.
    await dbPool().query("UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running')");
  });
  afterEach(async () => {
    await live?.close();
    live = undefined;
  });

  it("X's window is full: X is deferred with the reason, LinkedIn goes on, the job is re-queued and its re-run publishes X once", async () => {
    const owner = await publishingBrand("Paced");
    live = await liveXAndLinkedIn(owner);
    const xAccount = await connectionIdOf(owner, "x_twitter");
    // 100 posts in the last 14 minutes: X's 100 per 15 minutes is used up until the first leaves.
    const firstAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 14 * 60_000);
    await recordSends(xAccount, "x_twitter", 100, firstAt);
    const frees = new Date(firstAt.getTime() + 15 * 60_000);
    const [{ postId, jobId }] = await duePosts(owner, 1, { platforms: ["x_twitter", "linkedin"] });

    expect(await runDueJobs("pacing-runner-a", 10)).toBe(1);
    expect(live.platforms.x.tweets).toHaveLength(0);
    expect(live.platforms.linkedin.posts).toHaveLength(1);
    const deferred = await db().delivery.findFirstOrThrow({ where: { postId, platform: "x_twitter" } });
    expect(deferred).toMatchObject({ status: "pending", attempts: 0 });
    expect(deferred.error).toBe(`X allows 100 posts per 15 minutes per account; the next one goes at ${frees.toISOString().slice(0, 19).replace("T", " ")} UTC.`);
    expect(await db().delivery.findFirstOrThrow({ where: { postId, platform: "linkedin" } })).toMatchObject({ status: "succeeded", attempts: 1 });
    // Back in the queue, unclaimed, due when the slot frees; the post is still scheduled.
    expect(await db().publishJob.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ status: "pending", runAt: frees, claimedBy: null, claimedAt: null });
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("scheduled");
    // Not due yet: nothing runs it early.
    expect(await runDueJobs("pacing-runner-b", 10)).toBe(0);

    // A minute and a bit later (the sends and the job's time move back instead of the clock).
    await ageSends(xAccount, 61_000);
    await dbPool().query("UPDATE publish_jobs SET run_at = run_at - interval '61 seconds' WHERE id = $1", [jobId]);
    expect(await runDueJobs("pacing-runner-b", 10)).toBe(1);
    expect(live.platforms.x.tweets.map((tweet) => tweet.text)).toEqual(["Due post 0"]);
    expect(live.platforms.linkedin.posts).toHaveLength(1);
    expect(await db().delivery.findFirstOrThrow({ where: { postId, platform: "x_twitter" } })).toMatchObject({ status: "succeeded", attempts: 1, error: null });
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("published");
    expect((await db().publishJob.findUniqueOrThrow({ where: { id: jobId } })).status).toBe("done");
  });

  it("two runners publishing one account's posts at once never take more than its limit: the rest wait, none fails", async () => {
    const owner = await publishingBrand("Paced race");
    live = await liveXAndLinkedIn(owner);
    const xAccount = await connectionIdOf(owner, "x_twitter");
    // 97 of X's 100 slots used: of 8 due posts, 3 go now and 5 are deferred.
    await recordSends(xAccount, "x_twitter", 97, new Date(Math.floor(Date.now() / 1000) * 1000 - 10 * 60_000));
    const created = await duePosts(owner, 8, { platforms: ["x_twitter"] });
    const runner = async (name: string) => {
      let claimed = 0;
      for (let n = await runDueJobs(name, 3); n > 0; n = await runDueJobs(name, 3)) claimed += n;
      return claimed;
    };
    await Promise.all([runner("pacing-race-a"), runner("pacing-race-b")]);
    expect(live.platforms.x.tweets).toHaveLength(3);
    const { rows } = await dbPool().query(
      `SELECT p.status::text AS post, j.status::text AS job, d.status::text AS delivery, d.attempts FROM posts p
       JOIN publish_jobs j ON j.post_id = p.id LEFT JOIN deliveries d ON d.job_id = j.id WHERE p.id = ANY($1::uuid[])`,
      [created.map((c) => c.postId)],
    );
    const published = rows.filter((row) => row.post === "published");
    const waiting = rows.filter((row) => row.post === "scheduled");
    expect(published).toHaveLength(3);
    expect(waiting).toHaveLength(5);
    expect(waiting.every((row) => row.job === "pending" && row.delivery === "pending" && row.attempts === 0)).toBe(true);
  });
});
