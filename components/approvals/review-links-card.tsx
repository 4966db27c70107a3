"use client";

import { useState } from "react";
import { ReviewLinkReveal } from "@/components/approvals/review-link-reveal";
import { describeReviewLink, reviewLinkState } from "@/components/approvals/review-link-state";
import { RevokeReviewLinkDialog } from "@/components/approvals/revoke-review-link-dialog";
import { formatDateTime } from "@/components/posts/datetime";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { APPROVER_ROLES } from "@/lib/approvals/approvers";
import { messageOf } from "@/lib/client/api-error";
import { createReviewLink, reviewPageUrl, useReviewLinks, type ReviewLink } from "@/lib/client/review-links";
import type { PostWithDeliveries } from "@/lib/client/types";
import { useNow } from "@/lib/client/use-now";
import { useWorkspaces } from "@/lib/client/workspaces";

// How long a new link works: the API takes 1 to 30 days (MAX_REVIEW_LINK_DAYS), 7 by default.
const EXPIRY_CHOICES = [1, 3, 7, 14, 30] as const;
const DEFAULT_DAYS = 7;

/**
 * The post's client review links (docs/teams.md, "Approvals"), for the members who may make them:
 * owners, admins and editors, the roles the API checks. A new link's address is shown once (only
 * its hash is kept); the list shows each link's state, and a working one can be revoked.
 */
export function ReviewLinksCard({ post }: { post: PostWithDeliveries }) {
  const workspaces = useWorkspaces();
  const role = workspaces.data?.find((workspace) => workspace.current)?.role;
  const mayShare = role !== undefined && APPROVER_ROLES.includes(role);
  if (!mayShare) return null;
  return <ReviewLinksPanel post={post} />;
}

function ReviewLinksPanel({ post }: { post: PostWithDeliveries }) {
  const links = useReviewLinks(post.id);
  const now = useNow(60_000);
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ url: string; expiresAt: string } | null>(null);
  const [revoking, setRevoking] = useState<ReviewLink | null>(null);
  const published = post.status === "published";

  async function create() {
    setCreating(true);
    setError(null);
    try {
      const answer = await createReviewLink(post.id, days);
      setCreated({ url: reviewPageUrl(answer.token), expiresAt: answer.review_link.expires_at });
    } catch (thrown) {
      setError(messageOf(thrown));
    } finally {
      setCreating(false);
    }
  }

  return (
    <Card>
      <CardHeader
        title="Client review links"
        description={
          published
            ? "This post is published; links made before still show it until they expire or you revoke them."
            : "Share this post with someone without an account: they see each platform's preview and approve it or ask for changes under their name. Making a link submits the post for approval as it is now."
        }
      />
      <div className="space-y-4 px-5 py-4 sm:px-6">
        {published ? null : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div>
              <label htmlFor="review-link-days" className="block text-sm font-medium text-slate-800">
                Works for
              </label>
              <select id="review-link-days" className={cx(inputClass, "mt-1.5 w-full sm:w-40")} value={days} onChange={(event) => setDays(Number(event.target.value))}>
                {EXPIRY_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice === 1 ? "1 day" : `${choice} days`}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="secondary" onClick={() => void create()} pending={creating} pendingLabel="Creating…">
              Create review link
            </Button>
          </div>
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {created ? <ReviewLinkReveal url={created.url} expiresAt={created.expiresAt} onDismiss={() => setCreated(null)} /> : null}
        <Loaded
          resource={links}
          loading={<Skeleton className="h-10 w-full" />}
          errorTitle="Review links could not be loaded"
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-slate-500">No review links for this post yet.</p>}
        >
          {(list) => (
            <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label="Review links">
              {list.map((link) => {
                const state = reviewLinkState(link, now);
                return (
                  <li key={link.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5" data-testid="review-link-row" data-state={state}>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-slate-900">Made {formatDateTime(link.created_at)}</p>
                      <p className="text-xs text-slate-500">{describeReviewLink(link, state)}</p>
                    </div>
                    <Badge tone={state === "active" ? "brand" : "neutral"}>{state === "active" ? "Active" : state === "expired" ? "Expired" : "Revoked"}</Badge>
                    {state === "active" ? (
                      <Button variant="ghost" size="sm" onClick={() => setRevoking(link)} aria-label={`Revoke the review link made ${formatDateTime(link.created_at)}`}>
                        Revoke
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </Loaded>
      </div>
      <RevokeReviewLinkDialog postId={post.id} link={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
