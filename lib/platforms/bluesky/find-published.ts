import { findOwnBlueskyPost } from "@/lib/platforms/bluesky/find-own-post";
import type { PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";

/** Bluesky (docs/platforms.md, "Finding a post after a crash"): the account's own repository, read newest first (find-own-post.ts). */
export const findPublishedOnBluesky: PublishedFinder = (request, options) => findOwnBlueskyPost(request, options);
