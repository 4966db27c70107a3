import { linkedInVersion } from "@/lib/platforms/linkedin/publisher";
import { toLinkedInCommentary } from "@/lib/platforms/linkedin/little-text";
import { findInListing, listingGet, lookupOrCannotTell, readTime, sameText, type PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

const PAGE_SIZE = 50;

/**
 * LinkedIn (docs/platforms.md, "Finding a post after a crash"): the Posts API's author finder,
 * `GET /rest/posts?q=author&author={urn}&sortBy=CREATED&count=50&start=N` with the
 * `X-RestLi-Method: FINDER` header besides the version headers every /rest call needs; newest
 * first, `createdAt` in epoch milliseconds. A post's `commentary` comes back in LinkedIn's
 * "little text" form, so our text is compared in the form the publisher sent it.
 */
export const findPublishedOnLinkedIn: PublishedFinder = (request, { baseUrl, timeoutMs }) =>
  lookupOrCannotTell("linkedin", async () => {
    const { author_urn, access_token } = requireCredentials("linkedin", request.credentials, ["author_urn", "access_token"]);
    const headers = {
      authorization: `Bearer ${access_token}`,
      "linkedin-version": linkedInVersion(),
      "x-restli-protocol-version": "2.0.0",
      "x-restli-method": "FINDER",
    };
    return findInListing(
      request,
      async (cursor) => {
        const start = Number(cursor ?? 0);
        const query = new URLSearchParams({ q: "author", author: author_urn, sortBy: "CREATED", count: String(PAGE_SIZE), start: String(start) });
        const page = await listingGet("linkedin", `${baseUrl}/rest/posts?${query}`, headers, timeoutMs);
        const elements = readPath(page.json, "elements");
        const list = Array.isArray(elements) ? elements : [];
        return {
          posts: list.flatMap((post) => {
            const id = readText(post, "id");
            if (!id) return [];
            return [{ id, text: readText(post, "commentary") ?? "", createdAt: readTime(readPath(post, "createdAt")), permalink: `https://www.linkedin.com/feed/update/${id}` }];
          }),
          // A full page may have more after it; a short one is the end of the list.
          next: list.length === PAGE_SIZE ? String(start + PAGE_SIZE) : null,
        };
      },
      { newestFirst: true, matches: (listed, ours) => sameText(listed, toLinkedInCommentary(ours)) },
    );
  });
