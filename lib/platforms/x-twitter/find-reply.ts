import type { ReplyFinder } from "@/lib/platforms/publisher-kit/find-reply";
import { findOnXTimeline } from "@/lib/platforms/x-twitter/find-published";

/**
 * X (docs/platforms.md, "Finding a reply after a cut-off request"): the account's timeline as a
 * post is found (`GET /2/users/{id}/tweets`, which lists its replies too), with
 * `referenced_tweets` asked for; the tweet with the part's text that is `replied_to` the part
 * before it.
 */
export const findReplyOnX: ReplyFinder = (request, options) => findOnXTimeline(request, options, request.parentId);
