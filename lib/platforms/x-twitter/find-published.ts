import { findInListing, listingGet, lookupOrCannotTell, readTime, type FindAnswer, type FindOptions, type FindRequest, type PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { readId, readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * X (docs/platforms.md, "Finding a post after a crash"): `GET /2/users/me` for the account's id,
 * then `GET /2/users/{id}/tweets` with `start_time` (the attempt's start), newest first, 100 a
 * page, `pagination_token` from `meta.next_token`. A page without `next_token` ends the window.
 * X lists a post's text with its links shortened to t.co and `&`, `<`, `>` escaped as HTML
 * entities; both are undone (entities.urls gives each t.co link's expanded_url) before comparing.
 */
export const findPublishedOnX: PublishedFinder = (request, options) => findOnXTimeline(request, options);

/**
 * The account's timeline read for `request.text`; with `repliesTo`, only a reply to that tweet
 * is taken (`referenced_tweets` of type `replied_to`, asked for in `tweet.fields`): the timeline
 * lists the account's replies with its posts (find-reply.ts).
 */
export const findOnXTimeline = (request: FindRequest, { baseUrl, timeoutMs }: FindOptions, repliesTo?: string): Promise<FindAnswer> =>
  lookupOrCannotTell("x_twitter", async () => {
    const { access_token } = requireCredentials("x_twitter", request.credentials, ["access_token"]);
    const headers = { authorization: `Bearer ${access_token}` };
    const me = await listingGet("x_twitter", `${baseUrl}/2/users/me`, headers, timeoutMs);
    const userId = readId(me.json, "data", "id");
    if (!userId) throw new Error("X answered /2/users/me without the account's id");
    // X takes second precision here; the margin in `since` already covers the truncation.
    const startTime = request.since.toISOString().replace(/\.\d{3}Z$/, "Z");
    return findInListing(
      request,
      async (cursor) => {
        const query = new URLSearchParams({ start_time: startTime, max_results: "100", "tweet.fields": repliesTo ? "created_at,entities,referenced_tweets" : "created_at,entities" });
        if (cursor) query.set("pagination_token", cursor);
        const page = await listingGet("x_twitter", `${baseUrl}/2/users/${encodeURIComponent(userId)}/tweets?${query}`, headers, timeoutMs);
        const tweets = readPath(page.json, "data");
        return {
          posts: (Array.isArray(tweets) ? tweets : []).flatMap((tweet) => {
            const id = readId(tweet, "id");
            if (!id) return [];
            // The same permalink a publish records (publisher.ts).
            return [{ id, text: readableText(tweet), createdAt: readTime(readPath(tweet, "created_at")), permalink: `https://x.com/i/web/status/${id}`, replyTo: repliedTo(tweet) }];
          }),
          next: readText(page.json, "meta", "next_token") ?? null,
        };
      },
      { newestFirst: true, ...(repliesTo ? { accept: (post) => post.replyTo === repliesTo } : {}) },
    );
  });

/** The tweet this one replies to, from its `referenced_tweets`; null for a tweet that is no reply. */
function repliedTo(tweet: unknown): string | null {
  const referenced = readPath(tweet, "referenced_tweets");
  const reply = (Array.isArray(referenced) ? referenced : []).find((ref) => readText(ref, "type") === "replied_to");
  return reply ? (readId(reply, "id") ?? null) : null;
}

/** The text as it was sent: t.co links expanded, HTML entities decoded. */
function readableText(tweet: unknown): string {
  let text = readText(tweet, "text") ?? "";
  const urls = readPath(tweet, "entities", "urls");
  for (const url of Array.isArray(urls) ? urls : []) {
    const short = readText(url, "url");
    const expanded = readText(url, "expanded_url");
    if (short && expanded) text = text.split(short).join(expanded);
  }
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
