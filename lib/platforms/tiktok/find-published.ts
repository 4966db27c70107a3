import type { PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";

/**
 * TikTok (docs/platforms.md, "Finding a post after a crash"): the Content Posting API tells a
 * post's fate only by the `publish_id` its init answered (`/v2/post/publish/status/fetch/`), and
 * an attempt whose answer never came back has none recorded; listing the account's posts
 * (`/v2/video/list/`) needs the video.list scope, which a connection made for posting does not
 * ask for, and lists videos only. So TikTok cannot tell.
 */
export const findPublishedOnTikTok: PublishedFinder = async () => ({
  kind: "cannot_tell",
  reason: "TikTok finds a post only by the publish id its upload answered, and that answer never came back",
});
