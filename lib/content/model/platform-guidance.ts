import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORM_SHAPES, platformRule } from "@/lib/platforms/registry";

/**
 * One platform's limit and house style as the model is told it: the same facts the local composer
 * follows (lib/platforms/<platform>/platform.ts: its rule and `compose` shape), so both generators write to one standard.
 */
export function platformGuidance(id: PlatformId): string {
  const rule = platformRule(id);
  const shape = PLATFORM_SHAPES[id];
  const tags =
    rule.maxHashtags === 0
      ? "no hashtags"
      : `${Math.min(shape.hashtags, rule.maxHashtags)} hashtag(s) at most (never more than ${rule.maxHashtags}), ${rule.hashtagPlacement === "end" ? "after the text" : "woven into the sentences"}`;
  const link = shape.link === "bio" ? "links are not clickable: with a link, say it is in the bio" : rule.linksClickable ? "a link from the goal or context goes in the text as is" : "write a link as plain text";
  const length = shape.maxSentences <= 7 ? `use the room: whole sentences up to the limit when there is enough to say` : "short paragraphs; say what there is to say, no padding";
  const extras = [shape.question ? "end by asking the reader something unless the post already asks them to act" : "", shape.visitCall ? "end with a call to visit or contact" : ""].filter(Boolean);
  return `- ${id} (${rule.label}): at most ${rule.limit} ${rule.countUnit}, hashtags and links included; ${tags}; ${link}; ${length}${extras.length ? `; ${extras.join("; ")}` : ""}. ${rule.styleNote}`;
}
