import { beforeAll, expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { accountKey } from "@/lib/local-runtime/live-capacity";
import { claimStartableJob } from "@/lib/publishing/claim-startable-job";
import { describeDb } from "@/lib/testing";
import { duePosts, publishingBrand } from "@/lib/testing/publishing-fixtures";

// The live local runner claims only a job it can start: the earliest due one whose post needs no
// platform and no account the runner has no place for.

describeDb("claiming a job the runner can start", () => {
  beforeAll(async () => {
    // Leftover due jobs of other suites would be claimed here too; start from none.
    await dbPool().query("UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running')");
  });

  it("skips posts that need a busy platform or account, earliest first otherwise; each job once", async () => {
    const a = await publishingBrand("Startable A");
    const b = await publishingBrand("Startable B");
    const now = Date.now();
    const [both] = await duePosts(a, 1, { platforms: ["x_twitter", "linkedin"], runAt: new Date(now - 3000) });
    const [linkedinOnly] = await duePosts(a, 1, { platforms: ["linkedin"], runAt: new Date(now - 2000) });
    const [otherBrandsX] = await duePosts(b, 1, { platforms: ["x_twitter"], runAt: new Date(now - 1000) });

    // LinkedIn is full: only the post that does not go there.
    expect(await claimStartableJob("startable", ["linkedin"])).toMatchObject({ jobId: otherBrandsX.jobId, brandId: b.brandId, platforms: ["x_twitter"] });
    // Brand A's X account is full: its X post waits, its LinkedIn one goes.
    expect(await claimStartableJob("startable", [accountKey(a.brandId, "x_twitter")])).toMatchObject({ jobId: linkedinOnly.jobId });
    // Another brand's full account holds up nothing of A's.
    const claimed = await claimStartableJob("startable", [accountKey(b.brandId, "x_twitter")]);
    expect(claimed).toEqual({ jobId: both.jobId, postId: both.postId, runnerId: "startable", brandId: a.brandId, platforms: ["x_twitter", "linkedin"] });
    expect(await claimStartableJob("startable-2", [])).toBeNull();

    const { rows } = await dbPool().query("SELECT status::text, claimed_by FROM publish_jobs WHERE id = ANY($1::uuid[])", [[both.jobId, linkedinOnly.jobId, otherBrandsX.jobId]]);
    expect(rows).toEqual(Array(3).fill({ status: "running", claimed_by: "startable" }));
  });

  it("takes over a job whose runner's lease ran out, unless it needs a busy place", async () => {
    const owner = await publishingBrand("Startable stale");
    const [job] = await duePosts(owner, 1, { platforms: ["x_twitter"] });
    await dbPool().query("UPDATE publish_jobs SET status = 'running', claimed_by = 'dead-runner', claimed_at = now() - interval '60 seconds' WHERE id = $1", [job.jobId]);
    expect(await claimStartableJob("heir", ["x_twitter"])).toBeNull();
    expect(await claimStartableJob("heir", [])).toMatchObject({ jobId: job.jobId, runnerId: "heir" });
  });
});
