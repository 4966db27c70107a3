import { findReplyOnBluesky } from "@/lib/platforms/bluesky/find-reply";
import type { PlatformId } from "@/lib/platforms/ids";
import type { ReplyFinder } from "@/lib/platforms/publisher-kit/find-reply";
import { findReplyOnThreads } from "@/lib/platforms/threads/find-reply";
import { findReplyOnX } from "@/lib/platforms/x-twitter/find-reply";

/**
 * Each platform's "find a reply we may have published" step, for a thread part (or a first
 * comment given as a reply) whose request ended without an answer. The platforms whose
 * follow-ups are replies have one; the comment platforms (Facebook, Instagram, LinkedIn) have
 * none: their first comment is tried once and never reconciled (docs/publishing.md). SERVER ONLY.
 */
export const REPLY_FINDERS: Partial<Record<PlatformId, ReplyFinder>> = {
  x_twitter: findReplyOnX,
  bluesky: findReplyOnBluesky,
  threads: findReplyOnThreads,
};
