import type { PlatformId } from "@/lib/platforms/ids";
import type { CallKind } from "./phrases/calls-to-action";

/** The pieces a post is built from. */
export type Segment = "hook" | "goal" | "theme" | "context" | "traits" | "signature" | "cta" | "closer";

/**
 * A platform's house style (PLATFORMS.md) as composition choices. A structure is a list of
 * paragraphs, each a list of segments in reading order; variations rotate through structures so
 * that they open and flow differently.
 */
export type PlatformShape = {
  /** "flow": one run of sentences (short platforms); "paragraphs": blank lines between them. */
  layout: "flow" | "paragraphs";
  structures: readonly (readonly Segment[])[][];
  calls: readonly CallKind[];
  maxEmoji: 0 | 1 | 2;
  /** How much of the goal and the additional context to quote, in graphemes. */
  goalGraphemes: number;
  contextGraphemes: number;
  /** Tags the composer suggests; the platform's maxHashtags still caps them in fitting. */
  hashtags: number;
  /** When room is short, segments earlier in this list win. */
  priority: readonly Segment[];
};

const DEFAULT_PRIORITY: readonly Segment[] = ["goal", "context", "hook", "cta", "theme", "signature", "traits", "closer"];

export const PLATFORM_SHAPES: Record<PlatformId, PlatformShape> = {
  // Short and punchy: one run of at most four sentences, tags woven in.
  x_twitter: {
    layout: "flow",
    structures: [[["hook", "goal", "context", "cta"]], [["goal", "context", "theme"]], [["signature", "goal", "context"]]],
    calls: ["engage"],
    maxEmoji: 1,
    goalGraphemes: 90,
    contextGraphemes: 70,
    hashtags: 2,
    priority: DEFAULT_PRIORITY,
  },
  // Conversational, few tags at the end.
  bluesky: {
    layout: "flow",
    structures: [[["hook", "goal", "context", "theme"]], [["goal", "context", "signature"]], [["signature", "goal", "context", "cta"]]],
    calls: ["engage"],
    maxEmoji: 1,
    goalGraphemes: 110,
    contextGraphemes: 80,
    hashtags: 1,
    priority: DEFAULT_PRIORITY,
  },
  // Like the start of a conversation: ends by asking the reader; one topic tag.
  threads: {
    layout: "flow",
    structures: [[["hook", "goal", "context", "cta"]], [["goal", "context", "theme", "cta"]], [["signature", "goal", "context", "cta"]]],
    calls: ["engage"],
    maxEmoji: 1,
    goalGraphemes: 150,
    contextGraphemes: 120,
    hashtags: 1,
    priority: DEFAULT_PRIORITY,
  },
  // A caption for the image: hook line first, short paragraphs, link in bio, tags at the end.
  instagram: {
    layout: "paragraphs",
    structures: [
      [["hook"], ["goal", "theme"], ["context"], ["cta", "closer"]],
      [["signature"], ["goal", "context"], ["theme"], ["cta"]],
      [["hook", "goal"], ["theme", "context"], ["signature"], ["cta", "closer"]],
    ],
    calls: ["learnInBio", "engage"],
    maxEmoji: 2,
    goalGraphemes: 220,
    contextGraphemes: 200,
    hashtags: 5,
    priority: DEFAULT_PRIORITY,
  },
  // A short, energetic video caption with tags inline.
  tiktok: {
    layout: "flow",
    structures: [[["hook", "goal", "context", "cta"]], [["goal", "context", "theme", "cta"]], [["signature", "goal", "context", "cta"]]],
    calls: ["follow", "engage"],
    maxEmoji: 2,
    goalGraphemes: 150,
    contextGraphemes: 100,
    hashtags: 3,
    priority: DEFAULT_PRIORITY,
  },
  // Longer, with line breaks between short paragraphs.
  linkedin: {
    layout: "paragraphs",
    structures: [
      [["hook"], ["goal"], ["theme", "traits"], ["context"], ["signature"], ["cta"]],
      [["goal"], ["context"], ["theme"], ["traits", "closer"], ["cta"]],
      [["signature"], ["hook", "goal"], ["context"], ["theme"], ["traits"], ["closer", "cta"]],
    ],
    calls: ["engage", "learnOnline"],
    maxEmoji: 1,
    goalGraphemes: 260,
    contextGraphemes: 280,
    hashtags: 3,
    priority: DEFAULT_PRIORITY,
  },
  // Friendly and community-minded, inviting comments.
  facebook: {
    layout: "paragraphs",
    structures: [
      [["hook", "goal"], ["theme", "context"], ["cta"]],
      [["goal"], ["context"], ["signature", "closer"], ["cta"]],
      [["hook"], ["goal", "context"], ["theme", "traits"], ["cta"]],
    ],
    calls: ["engage", "learnOnline"],
    maxEmoji: 2,
    goalGraphemes: 260,
    contextGraphemes: 280,
    hashtags: 2,
    priority: DEFAULT_PRIORITY,
  },
  // Informative and local, no tags, no emoji, always ending with a call to action.
  google_business: {
    layout: "paragraphs",
    structures: [
      [["goal", "context"], ["theme"], ["cta"]],
      [["hook", "goal"], ["context"], ["cta"]],
      [["goal"], ["theme", "context"], ["closer", "cta"]],
    ],
    calls: ["visit"],
    maxEmoji: 0,
    goalGraphemes: 220,
    contextGraphemes: 200,
    hashtags: 0,
    priority: ["goal", "cta", "context", "hook", "theme", "signature", "traits", "closer"],
  },
};
