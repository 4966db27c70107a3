import { ApiError } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { deletePost } from "@/lib/posts/delete-post";
import { schedulePost } from "@/lib/posts/schedule-post";
import { unschedulePost } from "@/lib/posts/unschedule-post";
import type { BulkPostsInput, BulkResult } from "@/lib/schemas/post";

/**
 * POST /posts/bulk: each post as its single-post endpoint would handle it, one after another in
 * the order given (each its own transaction: one post's refusal leaves the others done), each
 * answering its own result. An error that is not the API's own (a fault) stops the request.
 */
export async function bulkPosts(caller: Caller, input: BulkPostsInput) {
  const results: BulkResult[] = [];
  for (const postId of input.post_ids) {
    try {
      results.push(await actOn(caller, input, postId));
    } catch (thrown) {
      if (!(thrown instanceof ApiError)) throw thrown;
      results.push({ post_id: postId, ok: false, status: null, scheduled_at: null, error: { code: thrown.code, message: thrown.message } });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { action: input.action, results, succeeded, failed: results.length - succeeded };
}

async function actOn(caller: Caller, input: BulkPostsInput, postId: string): Promise<BulkResult> {
  const done = { post_id: postId, ok: true, error: null };
  switch (input.action) {
    case "schedule": {
      const scheduled = await schedulePost(caller, { post_id: postId, scheduled_at: input.scheduled_at! });
      return { ...done, status: "scheduled", scheduled_at: scheduled.scheduled_at, ...(scheduled.approval && { approval_state: scheduled.approval.state }) };
    }
    case "unschedule": {
      await unschedulePost(caller, postId);
      return { ...done, status: "draft", scheduled_at: null };
    }
    case "delete": {
      const removed = await deletePost(caller, postId);
      return { ...done, status: removed.deleted ? "deleted" : "removed", scheduled_at: null };
    }
  }
}
