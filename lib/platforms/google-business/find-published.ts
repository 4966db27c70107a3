import { findInListing, listingGet, lookupOrCannotTell, readTime, type PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * Google Business Profile (docs/platforms.md, "Finding a post after a crash"):
 * `GET /v4/{location}/localPosts?pageSize=100&pageToken=…`, each post with its `summary`,
 * `createTime` and `searchUrl`. Google does not document the list's order, so it is read to its
 * end (up to MAX_LOOKUP_PAGES pages) before a post counts as not there.
 */
export const findPublishedOnGoogleBusiness: PublishedFinder = (request, { baseUrl, timeoutMs }) =>
  lookupOrCannotTell("google_business", async () => {
    const { location_name, access_token } = requireCredentials("google_business", request.credentials, ["location_name", "access_token"]);
    if (!/^accounts\/[^/]+\/locations\/[^/]+$/.test(location_name)) throw new Error(`the stored location "${location_name}" is not of the form accounts/{id}/locations/{id}`);
    const headers = { authorization: `Bearer ${access_token}` };
    return findInListing(
      request,
      async (cursor) => {
        const query = new URLSearchParams({ pageSize: "100" });
        if (cursor) query.set("pageToken", cursor);
        const page = await listingGet("google_business", `${baseUrl}/v4/${location_name}/localPosts?${query}`, headers, timeoutMs);
        const posts = readPath(page.json, "localPosts");
        return {
          posts: (Array.isArray(posts) ? posts : []).flatMap((post) => {
            const name = readText(post, "name");
            if (!name) return [];
            return [{ id: name, text: readText(post, "summary") ?? "", createdAt: readTime(readPath(post, "createTime")), permalink: readText(post, "searchUrl") ?? null }];
          }),
          next: readText(page.json, "nextPageToken") ?? null,
        };
      },
      { newestFirst: false },
    );
  });
