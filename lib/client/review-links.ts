import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import { APPROVALS_URL } from "@/lib/client/approvals";
import { POSTS_URL, postUrl } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { ReviewLinkOutput } from "@/lib/schemas/review-link";

// A post's client review links in the dashboard (docs/teams.md, "Approvals").

export type ReviewLink = ReviewLinkOutput;
export type CreatedReviewLink = { review_link: ReviewLink; token: string };

export const reviewLinksUrl = (postId: string) => `${postUrl(postId)}/review-links`;

const loadLinks = async (url: string, signal: AbortSignal) => (await apiFetch<{ review_links: ReviewLink[] }>(url, { signal })).review_links;

/** The post's links, newest first (null = do not ask: only approvers may read them). */
export function useReviewLinks(postId: string | null) {
  return useResource(postId ? reviewLinksUrl(postId) : null, loadLinks);
}

/**
 * A new link for a client. Making one submits the post for approval, so the post, its links and
 * the approvals list are read again. The token comes back this once and is never cached.
 */
export async function createReviewLink(postId: string, expiresInDays: number): Promise<CreatedReviewLink> {
  const created = await apiFetch<CreatedReviewLink>(reviewLinksUrl(postId), { method: "POST", body: { expires_in_days: expiresInDays } });
  resources.invalidate((key) => key.startsWith(POSTS_URL) || key.startsWith(APPROVALS_URL));
  return created;
}

/** The link stops working at once; the list shows it revoked. */
export async function revokeReviewLink(postId: string, linkId: string): Promise<void> {
  await apiFetch(`${reviewLinksUrl(postId)}/${encodeURIComponent(linkId)}`, { method: "DELETE" });
  resources.invalidate((key) => key === reviewLinksUrl(postId));
}

/** The public page of a token, on this app's origin. */
export const reviewPageUrl = (token: string) => `${window.location.origin}/review/${encodeURIComponent(token)}`;
