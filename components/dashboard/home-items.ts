import type { Post, PostWithDeliveries } from "@/lib/client/types";
import { platformRule } from "@/lib/platforms/registry";

/** The dashboard home looks this far ahead for scheduled posts. */
export const UPCOMING_DAYS = 7;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The range the home reads: from the start of the current hour to seven days after now. Rounded
 * to the hour so that the URL (the cache key) stays the same for an hour instead of a minute.
 */
export function upcomingRange(now: number): { from: Date; to: Date } {
  const from = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { from: new Date(from), to: new Date(from + (UPCOMING_DAYS * 24 + 1) * HOUR_MS) };
}

/** Scheduled posts due from `now` to seven days on, soonest first. */
export function upcomingPosts(posts: Post[], now: number): Post[] {
  const end = now + UPCOMING_DAYS * 24 * HOUR_MS;
  return posts
    .filter((post) => post.status === "scheduled" && post.scheduled_at !== null)
    .filter((post) => {
      const at = Date.parse(post.scheduled_at as string);
      return at >= now && at < end;
    })
    .sort((a, b) => Date.parse(a.scheduled_at as string) - Date.parse(b.scheduled_at as string));
}

/** The opening of a post's text on one line, cut at a word and marked when cut. */
export function firstWords(text: string, maxChars = 90): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > maxChars / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/**
 * Why a failed post failed, in words: each refusing platform by its label with the error it
 * gave ("X: token expired"), or a pointer to the post when no platform recorded one.
 */
export function failureReasonOf(post: Pick<PostWithDeliveries, "deliveries">): string {
  const failed = post.deliveries.filter((delivery) => delivery.status === "failed");
  if (failed.length === 0) return "No platform recorded a reason. Open the post to retry it.";
  return failed.map((delivery) => `${platformRule(delivery.platform)?.label ?? delivery.platform}: ${delivery.error?.trim() || "refused without a reason"}`).join(" · ");
}
