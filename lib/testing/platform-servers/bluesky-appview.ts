/**
 * A Bluesky AppView's public `app.bsky.feed.getPosts` on loopback, as its lexicon defines it
 * (app.bsky.feed.getPosts: `uris`, at most 25; answer `{posts: [app.bsky.feed.defs#postView]}`,
 * a post it does not have left out; errors `{error, message}`). The reference PDS cannot answer
 * it here: a PDS proxies app.bsky.* reads to an AppView, and no AppView runs in the tests
 * (docs/analytics.md). Counts grow with every read of a post.
 */
import type { PlatformAnswer, PlatformApi, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export type BlueskyAppViewApi = PlatformApi & {
  /** The posts it knows, by at:// URI, with how many times each was read. */
  posts: Map<string, { handle: string; text: string; reads: number }>;
  /** Answers the next reads get instead, in order (a 429 with Retry-After, a malformed body). */
  scripted: PlatformAnswer[];
};

export function createBlueskyAppViewApi(): BlueskyAppViewApi {
  const posts: BlueskyAppViewApi["posts"] = new Map();
  const scripted: PlatformAnswer[] = [];
  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    if (request.method !== "GET" || request.path !== "/xrpc/app.bsky.feed.getPosts") return null;
    if (scripted.length > 0) return scripted.shift()!;
    const uris = request.query.getAll("uris");
    if (uris.length === 0 || uris.length > 25) return { status: 400, json: { error: "InvalidRequest", message: "uris must hold 1 to 25 at-uris" } };
    if (!uris.every((uri) => uri.startsWith("at://"))) return { status: 400, json: { error: "InvalidRequest", message: "uris must be valid at-uris" } };
    const views = uris.flatMap((uri) => {
      const post = posts.get(uri);
      if (!post) return [];
      post.reads += 1;
      const n = post.reads;
      const did = uri.split("/")[2];
      return [{
        uri,
        cid: "bafyreib2rxk3rybk3aobmv5cjuql3bm2twh4jo5uxgf5ge2ohbhfwxx4cy",
        author: { did, handle: post.handle },
        record: { $type: "app.bsky.feed.post", text: post.text, createdAt: new Date().toISOString() },
        replyCount: n,
        repostCount: n,
        likeCount: 2 * n,
        quoteCount: 0,
        bookmarkCount: n,
        indexedAt: new Date().toISOString(),
      }];
    });
    return { status: 200, json: { posts: views } };
  }
  return { name: "bluesky-appview", answer, posts, scripted };
}
