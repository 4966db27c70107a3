import type { FindAnswer, FindOptions, FindRequest } from "@/lib/platforms/publisher-kit/find-published";

/**
 * "Did an earlier attempt of ours publish this reply?" for a thread part (or a first comment
 * given as a reply) whose request ended without an answer: the account's own replies since the
 * attempt began are listed, and one with the part's text that replies to `parentId` is it
 * (docs/publishing.md, "Threads and a first comment"). A finder answers as a post's finder does;
 * a found Bluesky reply carries its record's CID, which the next part must name.
 */
export type FindReplyRequest = FindRequest & {
  /** The post or reply it answers: the platform's id (Bluesky: its at:// uri). */
  parentId: string;
};

export type ReplyFinder = (request: FindReplyRequest, options: FindOptions) => Promise<FindAnswer>;
