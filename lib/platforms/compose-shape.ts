/** Where a post's link goes: "inline", the URL itself; "bio", captions cannot link, so "link in bio". */
export type LinkPlacement = "inline" | "bio";

/**
 * A platform's house style (docs/platforms.md) as composition choices. Which sentences a post
 * has comes from the goal and the profile; the shape decides how many fit, how they are laid out
 * and what a platform adds (a link in the bio, a closing question, a visit call).
 */
export type PlatformShape = {
  /** "flow": one run of sentences; "paragraphs": blank lines between groups of sentences. */
  layout: "flow" | "paragraphs";
  /**
   * At most this many sentences. Short platforms take as many as fit their limit, since a post
   * half as long as it could be wastes the room its readers expect to be used.
   */
  maxSentences: number;
  maxEmoji: 0 | 1 | 2;
  /** Tags the composer suggests; the platform's maxHashtags still caps them in fitting. */
  hashtags: number;
  link: LinkPlacement;
  /** The longer platforms may say which brand theme the post belongs to, and thank warm readers. */
  themeLine: boolean;
  closer: boolean;
  /** Ends by asking the reader something when the goal asked nothing of them. */
  question: boolean;
  /** Always ends with a call to visit or contact (Google Business). */
  visitCall: boolean;
  /**
   * A short platform whose posts should use most of their limit, as its readers expect (X,
   * Bluesky); the content evaluation measures how much of it they use (lib/content/eval/).
   */
  fillsLimit: boolean;
};
