import { facebookLink } from "@/lib/platforms/facebook/page-video";
import { findInListing, lookupOrCannotTell, type FindRequest, type PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { readGraphPage } from "@/lib/platforms/publisher-kit/graph-listing";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * Facebook Pages (docs/platforms.md, "Finding a post after a crash"): `GET /{page-id}/published_posts`
 * with `fields=id,message,created_time,permalink_url` and `since` (Unix seconds), newest first,
 * cursor paging. A photo post lists its caption as `message`, as it was sent.
 *
 * A Page video is looked for among the Page's videos next (`GET /{page-id}/videos`, the Video
 * API's "Get Page Videos", with `fields=id,description,created_time,permalink_url`): it is given
 * to Facebook by `POST /{page-id}/videos`, whose answer (lost in a crash) is the video's id, and
 * it is listed there from the upload on, while it is still processing too, by that same id that
 * publishing records and the metrics read uses (lib/platforms/facebook/metrics.ts). That list's
 * order and a `since` on it are not documented, so it is read to its end (at most
 * MAX_LOOKUP_PAGES pages, else "cannot tell"), its relative `permalink_url` made absolute.
 */
export const findPublishedOnFacebook: PublishedFinder = (request, { baseUrl, timeoutMs }) =>
  lookupOrCannotTell("facebook", async () => {
    const { page_id, page_access_token } = requireCredentials("facebook", request.credentials, ["page_id", "page_access_token"]);
    const pageUrl = `${baseUrl}/${encodeURIComponent(page_id)}`;
    const since = String(Math.floor(request.since.getTime() / 1000));
    const fields = { fields: "id,message,created_time,permalink_url", textField: "message", timeField: "created_time", permalinkField: "permalink_url", extra: { since } };
    const post = await findInListing(request, (cursor) => readGraphPage("facebook", `${pageUrl}/published_posts`, fields, page_access_token, cursor, timeoutMs), { newestFirst: true });
    if (post.kind !== "not_found") return post;
    return findPageVideo(request, pageUrl, page_access_token, timeoutMs);
  });

async function findPageVideo(request: FindRequest, pageUrl: string, token: string, timeoutMs: number) {
  const fields = { fields: "id,description,created_time,permalink_url", textField: "description", timeField: "created_time", permalinkField: "permalink_url" };
  return findInListing(
    request,
    async (cursor) => {
      const page = await readGraphPage("facebook", `${pageUrl}/videos`, fields, token, cursor, timeoutMs);
      return { ...page, posts: page.posts.map((video) => ({ ...video, permalink: facebookLink(video.permalink ?? undefined) })) };
    },
    { newestFirst: false },
  );
}
