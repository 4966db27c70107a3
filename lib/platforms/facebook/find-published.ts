import { findInListing, lookupOrCannotTell, type PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { readGraphPage } from "@/lib/platforms/publisher-kit/graph-listing";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * Facebook Pages (docs/platforms.md, "Finding a post after a crash"): `GET /{page-id}/published_posts`
 * with `fields=id,message,created_time,permalink_url` and `since` (Unix seconds), newest first,
 * cursor paging. A photo post lists its caption as `message`, as it was sent.
 */
export const findPublishedOnFacebook: PublishedFinder = (request, { baseUrl, timeoutMs }) =>
  lookupOrCannotTell("facebook", async () => {
    const { page_id, page_access_token } = requireCredentials("facebook", request.credentials, ["page_id", "page_access_token"]);
    const since = String(Math.floor(request.since.getTime() / 1000));
    const fields = { fields: "id,message,created_time,permalink_url", textField: "message", timeField: "created_time", permalinkField: "permalink_url", extra: { since } };
    return findInListing(request, (cursor) => readGraphPage("facebook", `${baseUrl}/${encodeURIComponent(page_id)}/published_posts`, fields, page_access_token, cursor, timeoutMs), { newestFirst: true });
  });
