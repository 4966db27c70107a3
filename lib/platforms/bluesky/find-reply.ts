import { AtpAgent, AtUri } from "@atproto/api";
import { findInListing, lookupOrCannotTell, readTime } from "@/lib/platforms/publisher-kit/find-published";
import type { ReplyFinder } from "@/lib/platforms/publisher-kit/find-reply";
import { readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

/**
 * Bluesky (docs/platforms.md, "Finding a reply after a cut-off request"): as a post is found
 * (find-published.ts), `com.atproto.repo.listRecords` of the account's own repository, newest
 * first; the record with the part's text whose `reply.parent.uri` is the part before it. Its CID
 * comes with it: the next part names it.
 */
export const findReplyOnBluesky: ReplyFinder = (request, { baseUrl, timeoutMs }) =>
  lookupOrCannotTell("bluesky", async () => {
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
      { newestFirst: true, accept: (post) => post.replyTo === request.parentId },
    );
  });
