import type { ReviewLink } from "@/lib/client/review-links";

// What a review link's row says about it: revoked, expired, or working until a date.

export type ReviewLinkState = "active" | "expired" | "revoked";

/** `now` null (on the server, before hydration): a link not revoked counts as working. */
export function reviewLinkState(link: ReviewLink, now: number | null): ReviewLinkState {
  if (link.revoked_at) return "revoked";
  if (now !== null && new Date(link.expires_at).getTime() <= now) return "expired";
  return "active";
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/** "Works until 3 Dec 2026", "Expired 3 Dec 2026", "Revoked 1 Dec 2026". */
export function describeReviewLink(link: ReviewLink, state: ReviewLinkState): string {
  if (state === "revoked") return `Revoked ${day(link.revoked_at!)}`;
  if (state === "expired") return `Expired ${day(link.expires_at)}`;
  return `Works until ${day(link.expires_at)}`;
}
