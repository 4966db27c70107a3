import { AtpAgent, AtUri } from "@atproto/api";
import { findInListing, lookupOrCannotTell, readTime, type FindAnswer, type FindOptions, type FindRequest, type ListedPost } from "@/lib/platforms/publisher-kit/find-published";
import { readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * A post of the account's own with the request's text, looked up after a request that ended
 * without an answer (docs/platforms.md, "Finding a post after a crash"): a session with the app
 * password, then `com.atproto.repo.listRecords` of the account's own repository, collection
 * app.bsky.feed.post, 100 a page, `cursor` to go on. The repository itself is read, not an index
 * that may lag: a record the PDS wrote is listed at once. Records come in record-key order,
 * newest first (a post's key is a time-ordered TID), each with the `createdAt`, `text` and
 * `reply` the publisher wrote, and its CID (a found reply's CID is named by the next part).
 * `accept` narrows the records that may match (a reply: its parent).
 */
export function findOwnBlueskyPost(request: FindRequest, { baseUrl, timeoutMs }: FindOptions, accept?: (post: ListedPost) => boolean): Promise<FindAnswer> {
  return lookupOrCannotTell("bluesky", async () => {
    const { handle, app_password } = requireCredentials("bluesky", request.credentials, ["handle", "app_password"]);
    const agent = new AtpAgent({ service: baseUrl, fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) });
    await agent.login({ identifier: handle, password: app_password });
    const did = agent.session?.did;
    if (!did) throw new Error("Bluesky answered the login without the account's DID");
    const profile = agent.session?.handle ?? handle;
    return findInListing(
      request,
      async (cursor) => {
        const { data } = await agent.com.atproto.repo.listRecords({ repo: did, collection: "app.bsky.feed.post", limit: 100, ...(cursor ? { cursor } : {}) });
        return {
          posts: data.records.map((record) => ({
            id: record.uri,
            cid: record.cid,
            text: readText(record.value, "text") ?? "",
            createdAt: readTime(readPath(record.value, "createdAt")),
            replyTo: readText(record.value, "reply", "parent", "uri") ?? null,
            permalink: `https://bsky.app/profile/${profile}/post/${new AtUri(record.uri).rkey}`,
          })),
          next: data.cursor ?? null,
        };
      },
      { newestFirst: true, ...(accept ? { accept } : {}) },
    );
  });
}
