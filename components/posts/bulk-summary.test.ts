import { describe, expect, it } from "vitest";
import { bulkAvailability, pageSelection, summarizeBulk } from "@/components/posts/bulk-summary";
import type { BulkOutcome } from "@/lib/client/posts";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";
const posts = new Map([
  [A, { content: "Coffee tasting on Friday" }],
  [B, { content: "Spring tune-up week" }],
]);
const at = (iso: string) => `at ${iso}`;

describe("a bulk action's summary", () => {
  it("says how many succeeded and names each post with its own result", () => {
    const outcome: BulkOutcome = {
      action: "schedule",
      succeeded: 1,
      failed: 2,
      results: [
        { post_id: A, ok: true, status: "scheduled", scheduled_at: "2030-01-01T09:00:00.000Z", error: null },
        { post_id: B, ok: false, status: null, scheduled_at: null, error: { code: "post_not_schedulable", message: "A published post cannot be scheduled." } },
        { post_id: C, ok: false, status: null, scheduled_at: null, error: { code: "not_found", message: "Post not found." } },
      ],
    };
    const summary = summarizeBulk(outcome, posts, at);
    expect(summary.headline).toBe("1 of 3 posts scheduled; 2 could not be");
    expect(summary.tone).toBe("warning");
    expect(summary.rows).toEqual([
      { postId: A, excerpt: "Coffee tasting on Friday", ok: true, message: "Scheduled for at 2030-01-01T09:00:00.000Z", exists: true },
      { postId: B, excerpt: "Spring tune-up week", ok: false, message: "A published post cannot be scheduled.", exists: true },
      { postId: C, excerpt: "A post no longer listed", ok: false, message: "Post not found.", exists: false },
    ]);
  });

  it("tells a published post's removal apart from a deletion", () => {
    const outcome: BulkOutcome = {
      action: "delete",
      succeeded: 2,
      failed: 0,
      results: [
        { post_id: A, ok: true, status: "deleted", scheduled_at: null, error: null },
        { post_id: B, ok: true, status: "removed", scheduled_at: null, error: null },
      ],
    };
    const summary = summarizeBulk(outcome, posts, at);
    expect(summary.headline).toBe("2 posts deleted");
    expect(summary.tone).toBe("success");
    expect(summary.rows.map((row) => row.message)).toEqual(["Deleted", "Removed from the list; the platforms keep it"]);
    // Neither can be opened any more: the results name them without a link.
    expect(summary.rows.map((row) => row.exists)).toEqual([false, false]);
  });

  it("keeps a post that could not be deleted openable", () => {
    const outcome: BulkOutcome = {
      action: "delete",
      succeeded: 1,
      failed: 1,
      results: [
        { post_id: A, ok: true, status: "deleted", scheduled_at: null, error: null },
        { post_id: B, ok: false, status: null, scheduled_at: null, error: { code: "internal_error", message: "Something went wrong." } },
      ],
    };
    expect(summarizeBulk(outcome, posts, at).rows.map((row) => row.exists)).toEqual([false, true]);
  });

  it("says none could be done when all failed", () => {
    const outcome: BulkOutcome = { action: "unschedule", succeeded: 0, failed: 1, results: [{ post_id: A, ok: false, status: null, scheduled_at: null, error: { code: "invalid_request", message: "Not scheduled." } }] };
    expect(summarizeBulk(outcome, posts, at)).toMatchObject({ headline: "None of the 1 post could be unscheduled", tone: "error" });
  });
});

describe("the page's selection", () => {
  it("tells all, some and none apart, counting only the page's posts", () => {
    expect(pageSelection([A, B], new Set([A, B, C]))).toEqual({ chosen: [A, B], all: true, some: false });
    expect(pageSelection([A, B], new Set([B]))).toEqual({ chosen: [B], all: false, some: true });
    expect(pageSelection([A, B], new Set([C]))).toEqual({ chosen: [], all: false, some: false });
    expect(pageSelection([], new Set())).toEqual({ chosen: [], all: false, some: false });
  });

  it("offers unschedule only with a scheduled post, schedule only with one not published", () => {
    expect(bulkAvailability([{ status: "published" }])).toEqual({ schedule: false, unschedule: false, delete: true });
    expect(bulkAvailability([{ status: "draft" }, { status: "scheduled" }])).toEqual({ schedule: true, unschedule: true, delete: true });
  });
});
