import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { approvalHash, type ApprovalSnapshot } from "@/lib/publishing/approval-hash";

// An approval binds a thread's replies and a first comment (docs/teams.md, "Approvals"), and a
// post without them hashes exactly as it did before they existed, so every approval given
// before still stands. No brand and no image: the hash reads nothing from the database.

const base: ApprovalSnapshot = {
  workspaceId: "00000000-0000-4000-8000-000000000000",
  brandId: null,
  content: "Part one",
  versions: {},
  platforms: ["x_twitter", "linkedin"],
  imageUrl: null,
  scheduledAt: "2027-01-02T10:00:00.000Z",
};

/** The hash as it was computed before threads and first comments: written out here, not taken from the code under test. */
function hashBeforeFollowUps(post: ApprovalSnapshot): string {
  const platforms = [...post.platforms].sort().map((platform) => ({ platform, text: post.content, image: null, account: null }));
  return createHash("sha256").update(JSON.stringify({ v: 1, brand_id: post.brandId, scheduled_at: post.scheduledAt, platforms })).digest("hex");
}

describe("the approval hash of threads and first comments", () => {
  it("a post without them, or with an empty thread and a null comment, hashes exactly as before", async () => {
    const before = hashBeforeFollowUps(base);
    expect(await approvalHash(base)).toBe(before);
    expect(await approvalHash({ ...base, thread: [], firstComment: null })).toBe(before);
  });

  it("a thread, a changed part, the parts' order, a first comment and a version's own each change it", async () => {
    const hashes = [
      await approvalHash(base),
      await approvalHash({ ...base, thread: ["Part two", "Part three"] }),
      await approvalHash({ ...base, thread: ["Part two", "Part three, edited"] }),
      await approvalHash({ ...base, thread: ["Part three", "Part two"] }),
      await approvalHash({ ...base, firstComment: "Link in the comment" }),
      await approvalHash({ ...base, firstComment: "Another link" }),
      await approvalHash({ ...base, versions: { x_twitter: { thread: ["Only on X"] } } }),
      await approvalHash({ ...base, versions: { linkedin: { first_comment: "Only on LinkedIn" } } }),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it("a version clearing the post's thread for its platform is what goes out, and is bound", async () => {
    const both = await approvalHash({ ...base, platforms: ["x_twitter", "bluesky"], thread: ["Two"] });
    const blueskyWithout = await approvalHash({ ...base, platforms: ["x_twitter", "bluesky"], thread: ["Two"], versions: { bluesky: { thread: [] } } });
    expect(blueskyWithout).not.toBe(both);
  });
});
