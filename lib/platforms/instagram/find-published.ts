import { findInListing, lookupOrCannotTell, type PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { readGraphPage } from "@/lib/platforms/publisher-kit/graph-listing";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * Instagram (docs/platforms.md, "Finding a post after a crash"): `GET /{ig-user-id}/media` with
 * `fields=id,caption,permalink,timestamp`, newest first, cursor paging. Only published media are
 * listed: a container made before the crash but never published is not a post, so "not found"
 * then rightly sends again (a new container).
 */
export const findPublishedOnInstagram: PublishedFinder = (request, { baseUrl, timeoutMs }) =>
  lookupOrCannotTell("instagram", async () => {
    const { ig_user_id, access_token } = requireCredentials("instagram", request.credentials, ["ig_user_id", "access_token"]);
    const fields = { fields: "id,caption,permalink,timestamp", textField: "caption", timeField: "timestamp", permalinkField: "permalink" };
    return findInListing(request, (cursor) => readGraphPage("instagram", `${baseUrl}/${encodeURIComponent(ig_user_id)}/media`, fields, access_token, cursor, timeoutMs), { newestFirst: true });
  });
