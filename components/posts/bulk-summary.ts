import { firstWords } from "@/components/dashboard/home-items";
import type { BulkOutcome } from "@/lib/client/posts";
import type { Post } from "@/lib/client/types";

export type BulkAction = BulkOutcome["action"];
/** `exists`: the post is still there to open (not deleted, removed from the list, or not found). */
export type BulkRow = { postId: string; excerpt: string; ok: boolean; message: string; exists: boolean };
export type BulkSummary = { headline: string; tone: "success" | "warning" | "error"; rows: BulkRow[] };

const VERB: Record<BulkAction, string> = { schedule: "scheduled", unschedule: "unscheduled", delete: "deleted" };

/** What one post's result says, in words ("Back to draft", or the API's reason for refusing). */
function messageOf(result: BulkOutcome["results"][number], formatTime: (iso: string) => string): string {
  if (!result.ok) return result.error?.message ?? "Refused without a reason.";
  switch (result.status) {
    case "scheduled":
      return result.scheduled_at ? `Scheduled for ${formatTime(result.scheduled_at)}` : "Scheduled";
    case "draft":
      return "Back to draft";
    case "deleted":
      return "Deleted";
    case "removed":
      return "Removed from the list; the platforms keep it";
    default:
      return "Done";
  }
}

/** Whether a post can still be opened after its result: a link to a deleted one would say "This post doesn't exist". */
function stillThere(result: BulkOutcome["results"][number]): boolean {
  if (result.ok) return result.status !== "deleted" && result.status !== "removed";
  return result.error?.code !== "not_found";
}

/**
 * A bulk action's outcome for the person who asked: one headline ("2 of 3 posts scheduled")
 * and one row per post, in the order sent, each naming the post by its first words.
 */
export function summarizeBulk(outcome: BulkOutcome, posts: Map<string, Pick<Post, "content">>, formatTime: (iso: string) => string): BulkSummary {
  const total = outcome.results.length;
  const noun = total === 1 ? "post" : "posts";
  const headline =
    outcome.failed === 0
      ? `${total} ${noun} ${VERB[outcome.action]}`
      : outcome.succeeded === 0
        ? `None of the ${total} ${noun} could be ${VERB[outcome.action]}`
        : `${outcome.succeeded} of ${total} ${noun} ${VERB[outcome.action]}; ${outcome.failed} could not be`;
  const rows = outcome.results.map((result) => {
    const content = posts.get(result.post_id)?.content;
    return { postId: result.post_id, excerpt: content ? firstWords(content, 60) : "A post no longer listed", ok: result.ok, message: messageOf(result, formatTime), exists: stillThere(result) };
  });
  return { headline, tone: outcome.failed === 0 ? "success" : outcome.succeeded === 0 ? "error" : "warning", rows };
}

/** The ids of a page, and whether all / some of them are selected (the header checkbox). */
export function pageSelection(pageIds: string[], selected: ReadonlySet<string>): { chosen: string[]; all: boolean; some: boolean } {
  const chosen = pageIds.filter((id) => selected.has(id));
  return { chosen, all: pageIds.length > 0 && chosen.length === pageIds.length, some: chosen.length > 0 && chosen.length < pageIds.length };
}

/** Which actions make sense for a selection: a published post cannot be scheduled or unscheduled. */
export function bulkAvailability(posts: Pick<Post, "status">[]): Record<BulkAction, boolean> {
  return {
    schedule: posts.some((post) => post.status !== "published"),
    unschedule: posts.some((post) => post.status === "scheduled"),
    delete: posts.length > 0,
  };
}
