import { findOwnBlueskyPost } from "@/lib/platforms/bluesky/find-own-post";
import type { ReplyFinder } from "@/lib/platforms/publisher-kit/find-reply";

/**
 * Bluesky (docs/platforms.md, "Finding a reply after a cut-off request"): as a post is found, the
 * account's own repository read newest first; the record with the part's text whose
 * `reply.parent.uri` is the part before it. Its CID comes with it: the next part names it.
 */
export const findReplyOnBluesky: ReplyFinder = (request, options) => findOwnBlueskyPost(request, options, (post) => post.replyTo === request.parentId);
