"use client";

import Link from "next/link";
import { PlatformIcons } from "@/components/dashboard/platform-icons";
import { firstWords, upcomingPosts, upcomingRange, UPCOMING_DAYS } from "@/components/dashboard/home-items";
import { watchPosts } from "@/components/posts/publish-watch";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { CalendarIcon } from "@/components/ui/icons";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { usePostsPlacedIn } from "@/lib/client/posts";
import { useNow } from "@/lib/client/use-now";

const whenFormat = new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** The home's first card: what goes out in the next seven days, soonest first. */
export function UpcomingPosts({ brandName }: { brandName: Map<string, string> }) {
  const now = useNow(60_000);
  const range = now === null ? null : upcomingRange(now);
  const placed = usePostsPlacedIn(range?.from ?? null, range?.to ?? null, { poll: watchPosts });
  const posts = placed.data && now !== null ? upcomingPosts(placed.data, now) : undefined;

  return (
    <Card>
      <CardHeader
        id="upcoming-heading"
        title="Coming up"
        description={posts && posts.length > 0 ? `${posts.length} ${posts.length === 1 ? "post" : "posts"} in the next ${UPCOMING_DAYS} days` : `Scheduled posts of the next ${UPCOMING_DAYS} days`}
        action={
          <Link href="/calendar" className="text-sm font-medium text-brand-700 hover:underline">
            Calendar <span aria-hidden>→</span>
          </Link>
        }
      />
      <Loaded
        resource={{ ...placed, data: posts, status: posts ? "ready" : placed.status === "error" ? "error" : "loading" }}
        errorTitle="Your scheduled posts could not be loaded"
        errorClassName="px-5 py-5 sm:px-6"
        loading={<RowsSkeleton label="Loading scheduled posts" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<CalendarIcon />}
            title={`Nothing scheduled for the next ${UPCOMING_DAYS} days`}
            action={
              <Link href="/create" className={buttonClass("secondary")}>
                Create a post
              </Link>
            }
          >
            Create a post and schedule it, or add it to a brand&apos;s queue. It shows up here until it goes out.
          </EmptyState>
        }
      >
        {(list) => (
          <ul aria-labelledby="upcoming-heading" className="divide-y divide-slate-100" data-testid="upcoming-posts">
            {list.map((post) => (
              <li key={post.id} data-testid="upcoming-post" data-post-id={post.id} className="relative flex flex-col gap-1.5 px-5 py-3 hover:bg-slate-50 sm:px-6">
                <div className="flex items-center justify-between gap-3">
                  <time dateTime={post.scheduled_at ?? undefined} className="text-sm font-medium text-slate-900">
                    {whenFormat.format(new Date(post.scheduled_at as string))}
                  </time>
                  <PlatformIcons platforms={post.platforms} />
                </div>
                <Link
                  href={`/posts/${post.id}`}
                  className="truncate text-sm text-slate-700 focus-visible:outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500"
                >
                  {firstWords(post.content)}
                </Link>
                <p className="text-xs text-slate-500">{post.brand_id ? (brandName.get(post.brand_id) ?? "Brand") : "No brand"}</p>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Card>
  );
}

export function RowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-2 border-b border-slate-100 px-6 py-4 last:border-0">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-3/4" />
        </div>
      ))}
    </div>
  );
}
