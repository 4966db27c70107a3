import type { PlatformId } from "./ids";

/** Where the house style puts hashtags: after the text, woven into it, or not at all. */
export type HashtagPlacement = "end" | "inline" | "none";

/** The unit a platform's `limit` and `count` are in, for messages such as "281 of 280 …". */
export type CountUnit = "weighted characters" | "graphemes" | "characters";

/** What the rest of the code may know about a platform. One registry (PLATFORMS.md). */
export type PlatformRule = {
  id: PlatformId;
  label: string;
  /** The text limit, in the platform's own unit (see `count`). */
  limit: number;
  countUnit: CountUnit;
  /** The length of `text` exactly as the platform counts it; never compare `text.length`. */
  count: (text: string) => number;
  /** Instagram and TikTok cannot publish text alone. */
  requiresMedia: boolean;
  /** Most hashtags the house style allows (may be below the platform's own maximum); 0 = none. */
  maxHashtags: number;
  hashtagPlacement: HashtagPlacement;
  /** Whether a URL typed into the text becomes a link readers can click. */
  linksClickable: boolean;
  /** Most links the platform accepts in one post, where it enforces one; null = no known limit. */
  maxLinks: number | null;
  /** One line of house style for the generator. */
  styleNote: string;
};
