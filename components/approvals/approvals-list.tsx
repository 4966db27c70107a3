"use client";

import Link from "next/link";
import { useState } from "react";
import { ApprovalBadge } from "@/components/approvals/approval-badge";
import { formatDateTime } from "@/components/posts/datetime";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PostsIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { messageOf } from "@/lib/client/api-error";
import { useApprovals } from "@/lib/client/approvals";

/** The workspace's posts waiting for a person, oldest request first, each linking to its post page where it is decided. */
export function ApprovalsList() {
  const [cursors, setCursors] = useState<string[]>([]);
  const page = useApprovals("pending", cursors.at(-1));

  if (page.status === "loading") return <Skeleton className="h-40 w-full rounded-xl" />;
  if (!page.data) return <LoadError title="The approvals could not be loaded" message={messageOf(page.error)} onRetry={() => void page.reload()} />;
  const { approvals, next_cursor: next } = page.data;
  if (approvals.length === 0 && cursors.length === 0) {
    return (
      <Card>
        <EmptyState icon={<PostsIcon />} title="Nothing waits for approval">
          Posts appear here when they are submitted for approval or scheduled where a person must approve them.
        </EmptyState>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <Card>
        <ul className="divide-y divide-slate-200" aria-label="Posts awaiting approval">
          {approvals.map(({ post, approval }) => (
            <li key={post.id} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
              <div className="min-w-0">
                <Link href={`/posts/${post.id}`} className="line-clamp-2 break-words font-medium text-slate-900 hover:underline">
                  {post.content}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  Asked {formatDateTime(approval.requested_at)}
                  {post.scheduled_at ? ` · goes out ${formatDateTime(post.scheduled_at)}` : " · not scheduled"}
                </p>
              </div>
              <ApprovalBadge state={approval.state} />
            </li>
          ))}
        </ul>
      </Card>
      <div className="flex gap-2">
        {cursors.length > 0 ? (
          <Button variant="secondary" onClick={() => setCursors((all) => all.slice(0, -1))}>
            Previous
          </Button>
        ) : null}
        {next ? (
          <Button variant="secondary" onClick={() => setCursors((all) => [...all, next])}>
            Next
          </Button>
        ) : null}
      </div>
    </div>
  );
}
