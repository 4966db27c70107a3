import type { PlatformShape } from "@/lib/platforms/compose-shape";
import type { CredentialDeclaration } from "@/lib/platforms/credentials/credential-declaration";
import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import type { PlatformId } from "@/lib/platforms/ids";
import type { ImageRules } from "@/lib/platforms/image-rules";
import type { PostingLimit } from "@/lib/platforms/posting-limit";
import type { VideoRules } from "@/lib/platforms/video-rules";
import type { PlatformApiVariable } from "@/lib/env/server-env";

/** Where the house style puts hashtags: after the text, woven into it, or not at all. */
export type HashtagPlacement = "end" | "inline" | "none";

/** The unit a platform's `limit` and `count` are in, for messages such as "281 of 280 …". */
export type CountUnit = "weighted characters" | "graphemes" | "characters";

/** Where a platform's API lives: a documented production root, overridable per deployment. */
export type PlatformApi = {
  /** The production root, without a trailing slash (docs/platforms.md). */
  baseUrl: string;
  /** The variable of lib/env/server-env.ts that overrides it (a proxy, a staging API, a test server). */
  baseUrlVariable: PlatformApiVariable;
};

/**
 * Everything the code knows about one platform, from one folder (lib/platforms/<platform>/) and
 * one line of lib/platforms/registry.ts (docs/platforms.md asks for one registry). Its publisher
 * is server code and lives beside it, in lib/platforms/publishers.ts.
 *
 * Everything here is safe in the browser: the dashboard imports it to count characters, draw
 * icons and frame previews.
 */
export type Platform = {
  id: PlatformId;
  label: string;
  /** The text limit, in the platform's own unit (see `count`). */
  limit: number;
  countUnit: CountUnit;
  /** The length of `text` exactly as the platform counts it; never compare `text.length`. */
  count: (text: string) => number;
  /**
   * True when `count(text)` is never more than `text.length` (code points, graphemes): a text
   * that fits in UTF-16 units fits without counting, which generation uses to skip the count.
   * Not X (a URL counts 23) nor Threads (an emoji counts its UTF-8 bytes).
   */
  countWithinLength: boolean;
  /** Instagram and TikTok cannot publish text alone. */
  requiresMedia: boolean;
  /**
   * What may follow the post (docs/api-decisions.md, "Threads and a first comment"): `thread`,
   * replies published in order under it; `firstComment`, how a first comment goes out (a comment
   * through the platform's comments API, or a reply to the post), null where the API has neither;
   * `commentLimit`, a comment's own text limit in the unit of `count` where the comments API has
   * one (a reply is a post and has `limit`; lib/platforms/comment-limit.ts).
   */
  followUps: { thread: boolean; firstComment: "comment" | "reply" | null; commentLimit?: number };
  /** What the platform takes as a post's image (its image-rules.ts): checked when a post uses an upload. */
  images: ImageRules;
  /** What the platform takes as a post's video (its video-rules.ts): checked when a post names an uploaded video. */
  video: VideoRules;
  /** Most hashtags the house style allows (may be below the platform's own maximum); 0 = none. */
  maxHashtags: number;
  hashtagPlacement: HashtagPlacement;
  /** Whether a URL typed into the text becomes a link readers can click. */
  linksClickable: boolean;
  /** Most links the platform accepts in one post, where it enforces one; null = no known limit. */
  maxLinks: number | null;
  /** One line of house style for the generator. */
  styleNote: string;
  /** The credentials a connection stores and the publisher reads: names, descriptions, formats. */
  credentials: CredentialDeclaration;
  /**
   * The question when the platform's sign-in gave several accounts to post as (Pages, locations);
   * left out: "Which <label> account should this brand post to?".
   */
  accountChoicePrompt?: string;
  api: PlatformApi;
  /** How many posts one connected account may publish per moving window (its posting-limits.ts, each figure with its source). */
  postingLimits: readonly PostingLimit[];
  /** The house style as the local composer's choices. */
  compose: PlatformShape;
  display: PlatformDisplay;
  /**
   * Ticked on a new post: on every one ("always") or only when drafts are generated
   * ("generating": a second platform to compare them on); left out: never.
   */
  preselected?: "always" | "generating";
};

/** The name most of the code knows a platform by: its rules. It is the whole Platform. */
export type PlatformRule = Platform;
