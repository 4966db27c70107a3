import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { deliverSandbox } from "@/lib/publishing/deliver-sandbox";
import { followUpsOf } from "@/lib/publishing/delivery-steps";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { duePosts, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";

// Sandbox publishing records a post's thread and first comment as steps, as a live delivery
// does, so the post page shows them part by part; a post without them writes no step.

describeDb("sandbox deliveries with a thread and a first comment", () => {
  let owner: { userId: string; brandId: string };
  beforeAll(async () => {
    leaveLive();
    owner = await publishingBrand("Sandbox threads");
  });
  afterAll(leaveLive);

  async function deliveredInSandbox(data: { thread?: string[]; firstComment?: string | null; versions?: object }, platforms: string[]) {
    const [{ jobId, postId }] = await duePosts(owner, 1, { platforms });
    await db().post.update({ where: { id: postId }, data });
    const claimed = await claimJob(jobId, "sandbox-threads-test");
    await deliverSandbox(await takeScheduledPosts([claimed!]));
    const deliveries = await db().delivery.findMany({ where: { postId } });
    const steps = await followUpsOf(deliveries.map((d) => d.id));
    return { post: await db().post.findUniqueOrThrow({ where: { id: postId } }), byPlatform: (p: string) => steps.get(deliveries.find((d) => d.platform === p)!.id) };
  }

  it("each reply and the first comment are succeeded steps with sandbox ids, per platform as each publishes them", async () => {
    const { post, byPlatform } = await deliveredInSandbox(
      { thread: ["Two", "Three"], firstComment: "Link below", versions: { linkedin: { thread: [], first_comment: "LinkedIn comment" } } },
      ["x_twitter", "bluesky", "linkedin"],
    );
    expect(post.status).toBe("published");
    for (const platform of ["x_twitter", "bluesky"]) {
      const steps = byPlatform(platform)!;
      expect(steps.thread?.map((part) => [part.part, part.status])).toEqual([
        [2, "succeeded"],
        [3, "succeeded"],
      ]);
      expect(steps.thread?.every((part) => part.id?.startsWith("sandbox-"))).toBe(true);
      expect(steps.first_comment).toMatchObject({ status: "succeeded", id: expect.stringMatching(/^sandbox-/) });
    }
    // LinkedIn publishes no thread (its version says none) and takes its own comment.
    expect(byPlatform("linkedin")?.thread ?? []).toEqual([]);
    expect(byPlatform("linkedin")?.first_comment).toMatchObject({ status: "succeeded" });
  });

  it("a post without a thread or a comment writes no step", async () => {
    const { byPlatform } = await deliveredInSandbox({}, ["x_twitter", "linkedin"]);
    expect(byPlatform("x_twitter")).toBeUndefined();
    expect(byPlatform("linkedin")).toBeUndefined();
  });
});
