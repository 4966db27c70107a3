import { createHash } from "node:crypto";

// What a review link's decision is known by outside lib/approvals/review-links.ts: its token's
// hash (the only form stored) and the name the reviewer typed, as the approval records it.

export const hashReviewToken = (token: string) => createHash("sha256").update(token).digest("hex");

const REVIEW_LINK_MARK = " (review link)";

/** The approval's `decided_by.name` of a reviewer: "<typed name> (review link)". */
export const reviewerRecordName = (typedName: string) => `${typedName}${REVIEW_LINK_MARK}`;

/** The typed name back from `decided_by.name`, for the audit trail; null when it is not a reviewer's. */
export function typedReviewerName(recordName: unknown): string | null {
  if (typeof recordName !== "string" || !recordName.endsWith(REVIEW_LINK_MARK)) return null;
  return recordName.slice(0, -REVIEW_LINK_MARK.length);
}
