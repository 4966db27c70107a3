"use client";

import Link from "next/link";
import { failureReasonOf, firstWords } from "@/components/dashboard/home-items";
import { PlatformIcons } from "@/components/dashboard/platform-icons";
import { RowsSkeleton } from "@/components/dashboard/upcoming-posts";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CheckIcon } from "@/components/ui/icons";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { usePost, usePosts } from "@/lib/client/posts";
import type { Post } from "@/lib/client/types";

const SHOWN = 5;

/** The home's second card: posts a platform refused, each with the reason it gave. */
export function FailedPosts() {
  const failed = usePosts({ status: "failed", limit: SHOWN });
  const total = failed.data?.pagination.total ?? 0;
  return (
    <Card>
      <CardHeader
        id="failed-heading"
        title="Needs a look"
        description={total > 0 ? `${total} failed ${total === 1 ? "post" : "posts"}: fix and schedule again` : "Posts a platform refused"}
        action={
          total > SHOWN ? (
            <Link href="/posts?status=failed" className="text-sm font-medium text-brand-700 hover:underline">
              All {total} <span aria-hidden>→</span>
            </Link>
          ) : undefined
        }
      />
      <Loaded
        resource={failed}
        errorTitle="Your failed posts could not be loaded"
        errorClassName="px-5 py-5 sm:px-6"
        loading={<RowsSkeleton label="Loading failed posts" />}
        isEmpty={(data) => data.posts.length === 0}
        empty={
          <EmptyState icon={<CheckIcon />} title="No failed posts">
            Everything you scheduled went out. When a platform refuses a post, it appears here with the reason.
          </EmptyState>
        }
      >
        {(data) => (
          <ul aria-labelledby="failed-heading" className="divide-y divide-slate-100" data-testid="failed-posts">
            {data.posts.map((post) => (
              <FailedRow key={post.id} post={post} />
            ))}
          </ul>
        )}
      </Loaded>
    </Card>
  );
}

/** One failed post; its reason comes from its deliveries, read on their own (the list has none). */
function FailedRow({ post }: { post: Post }) {
  const detail = usePost(post.id);
  return (
    <li data-testid="failed-post" data-post-id={post.id} className="relative flex flex-col gap-1.5 px-5 py-3 hover:bg-slate-50 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <Link
          href={`/posts/${post.id}`}
          className="min-w-0 truncate text-sm font-medium text-slate-900 focus-visible:outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500"
        >
          {firstWords(post.content, 70)}
        </Link>
        <PlatformIcons platforms={post.platforms} />
      </div>
      {detail.data ? (
        <p className="break-words text-sm text-red-700" data-testid="failure-reason">
          {failureReasonOf(detail.data)}
        </p>
      ) : detail.status === "error" ? (
        <p className="text-sm text-slate-600">Open the post to see why it failed.</p>
      ) : (
        <Skeleton className="h-4 w-2/3" />
      )}
    </li>
  );
}
