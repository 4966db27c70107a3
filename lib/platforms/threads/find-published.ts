import { findInListing, lookupOrCannotTell, type PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { readGraphPage } from "@/lib/platforms/publisher-kit/graph-listing";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * Threads (docs/platforms.md, "Finding a post after a crash"): `GET /{threads-user-id}/threads`
 * with `fields=id,text,permalink,timestamp` and `since` (Unix seconds), newest first, cursor paging.
 */
export const findPublishedOnThreads: PublishedFinder = (request, { baseUrl, timeoutMs }) =>
  lookupOrCannotTell("threads", async () => {
    const { threads_user_id, access_token } = requireCredentials("threads", request.credentials, ["threads_user_id", "access_token"]);
    const since = String(Math.floor(request.since.getTime() / 1000));
    const fields = { fields: "id,text,permalink,timestamp", textField: "text", timeField: "timestamp", permalinkField: "permalink", extra: { since } };
    return findInListing(request, (cursor) => readGraphPage("threads", `${baseUrl}/${encodeURIComponent(threads_user_id)}/threads`, fields, access_token, cursor, timeoutMs), { newestFirst: true });
  });
