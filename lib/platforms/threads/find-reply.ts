import { findInListing, lookupOrCannotTell } from "@/lib/platforms/publisher-kit/find-published";
import type { ReplyFinder } from "@/lib/platforms/publisher-kit/find-reply";
import { readGraphPage } from "@/lib/platforms/publisher-kit/graph-listing";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * Threads (docs/platforms.md, "Finding a reply after a cut-off request"): `GET
 * /{threads-user-id}/replies`, the account's own replies, with `fields=id,text,permalink,
 * timestamp,replied_to` and `since` (Unix seconds), newest first, cursor paging; the one with
 * the part's text whose `replied_to.id` is the part before it.
 */
export const findReplyOnThreads: ReplyFinder = (request, { baseUrl, timeoutMs }) =>
  lookupOrCannotTell("threads", async () => {
    const { threads_user_id, access_token } = requireCredentials("threads", request.credentials, ["threads_user_id", "access_token"]);
    const since = String(Math.floor(request.since.getTime() / 1000));
    const fields = { fields: "id,text,permalink,timestamp,replied_to", textField: "text", timeField: "timestamp", permalinkField: "permalink", replyToField: "replied_to", extra: { since } };
    return findInListing(request, (cursor) => readGraphPage("threads", `${baseUrl}/${encodeURIComponent(threads_user_id)}/replies`, fields, access_token, cursor, timeoutMs), {
      newestFirst: true,
      accept: (post) => post.replyTo === request.parentId,
    });
  });
