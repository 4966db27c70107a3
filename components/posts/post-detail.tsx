"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PostsIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { PostApprovalCard, type ApprovalViewer } from "@/components/approvals/post-approval-card";
import { ReviewLinksCard } from "@/components/approvals/review-links-card";
import { formatDateTime } from "@/components/posts/datetime";
import { PostActions } from "@/components/posts/post-actions";
import { PostContentCard } from "@/components/posts/post-content-card";
import { PostDeliveries } from "@/components/posts/post-deliveries";
import { PostMetricsPanel } from "@/components/analytics/post-metrics-panel";
import { PostPublishing, type PostMode } from "@/components/posts/post-publishing";
import { PostStatusSummary } from "@/components/posts/post-status-summary";
import { isWatched, watchPost } from "@/components/posts/publish-watch";
import { StatusBadge } from "@/components/posts/status-badge";
import { usePublishToasts } from "@/components/posts/use-publish-toasts";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { useBrands } from "@/lib/client/brands";
import { usePost } from "@/lib/client/posts";
import { useNow } from "@/lib/client/use-now";

/** One post: its text, where it goes, its deliveries, and what can be done with it now. */
export function PostDetail({ id, viewer = null }: { id: string; viewer?: ApprovalViewer | null }) {
  const post = usePost(id, { poll: watchPost });
  const brands = useBrands();
  const now = useNow(2_500);
  const [mode, setMode] = useState<PostMode>("view");
  const [actionError, setActionError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  usePublishToasts(post.data);

  if (hasStatus(post.error, 404) && !post.validating) {
    return (
      <Card>
        <EmptyState icon={<PostsIcon />} title="This post doesn't exist" action={<Link href="/posts" className={buttonClass("secondary")}>Back to posts</Link>}>
          It may have been deleted, or it belongs to another account.
        </EmptyState>
      </Card>
    );
  }
  if (post.status === "loading") {
    return (
      <div className="space-y-6" role="status" aria-label="Loading post">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  if (!post.data) return <LoadError title="The post could not be loaded" message={messageOf(post.error)} onRetry={() => void post.reload()} />;

  const current = post.data;
  const brand = brands.data?.find((b) => b.id === current.brand_id);
  const watching = now !== null && isWatched(current, now);
  const heading = firstLine(current.content);

  return (
    <div className="space-y-6">
      {/* The actions keep their row (shrink-0, no wrap) and the heading takes the rest, wrapping. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {/* A long first line wraps; past three lines it is clamped, and the title holds it whole. */}
            <h1 ref={headingRef} tabIndex={-1} className="line-clamp-3 min-w-0 max-w-full break-words text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none" title={heading}>
              {heading}
            </h1>
            <StatusBadge status={current.status} />
            {watching ? (
              <span className="flex items-center gap-1.5 text-xs text-slate-500" role="status">
                <Spinner className="size-3.5" /> Watching for updates…
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {brand ? brand.name : current.brand_id ? "Brand" : "No brand"} · created {formatDateTime(current.created_at)} · {current.source === "api" ? "via the API" : "in the dashboard"}
          </p>
        </div>
        <PostActions post={current} busy={mode !== "view"} onActionError={setActionError} className="sm:shrink-0 sm:flex-nowrap" />
      </div>

      <PostStatusSummary post={current} />

      {actionError ? <Alert tone="error">{actionError}</Alert> : null}

      <div className={mode === "edit" ? "grid grid-cols-1 gap-6" : "grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"}>
        <PostContentCard post={current} brands={brands.data ?? []} mode={mode} onMode={setMode} />
        <PostPublishing post={current} mode={mode} onMode={setMode} onScheduled={() => headingRef.current?.focus()} onActionError={setActionError} />
      </div>

      <PostApprovalCard post={current} viewer={viewer} />

      <ReviewLinksCard post={current} />

      <PostDeliveries post={current} />

      <PostMetricsPanel post={current} />
    </div>
  );
}

/** The post's first non-empty line: its heading. */
function firstLine(content: string): string {
  return content.split("\n").find((line) => line.trim() !== "")?.trim() ?? "Post";
}
