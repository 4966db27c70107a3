"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { PostsIcon } from "@/components/ui/icons";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { PostFilters } from "@/components/posts/post-filters";
import { PostPager } from "@/components/posts/post-pager";
import { PostCards, PostTable } from "@/components/posts/post-rows";
import { watchPostList } from "@/components/posts/publish-watch";
import { useBrands } from "@/lib/client/brands";
import { usePosts } from "@/lib/client/posts";
import type { PostStatus } from "@/lib/client/types";
import { POST_STATUSES } from "@/lib/schemas/post";

const PAGE_SIZE = 20;

/** Posts of the signed-in user, filtered by brand and status (kept in the URL), a page at a time. */
export function PostsBrowser() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const brandId = params.get("brand") ?? "";
  const statusParam = params.get("status") ?? "";
  const status = (POST_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as PostStatus) : "";
  const q = (params.get("q") ?? "").trim();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const brands = useBrands();
  const posts = usePosts({ brand_id: brandId || undefined, status: status || undefined, q: q || undefined, page, limit: PAGE_SIZE }, { keepPrevious: true, poll: watchPostList });
  const brandName = useMemo(() => new Map((brands.data ?? []).map((b) => [b.id, b.name])), [brands.data]);
  const filtered = Boolean(brandId || status || q);
  const updating = posts.validating && posts.data !== undefined;

  function setQuery(patch: Record<string, string | undefined>) {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in patch)) next.delete("page");
    const search = next.toString();
    router.replace(`${pathname}${search ? `?${search}` : ""}`, { scroll: false });
  }

  return (
    <Card>
      <PostFilters brands={brands.data ?? []} brandId={brandId} status={status} q={q} updating={updating} onChange={setQuery} />
      <Loaded
        resource={posts}
        errorTitle="Your posts could not be loaded"
        errorClassName="px-5 py-5 sm:px-6"
        loading={<PostsSkeleton />}
        isEmpty={(data) => data.posts.length === 0}
        empty={
          filtered ? (
            <EmptyState icon={<PostsIcon />} title="No posts match these filters" action={<Button variant="secondary" onClick={() => setQuery({ brand: "", status: "", q: "" })}>Clear filters</Button>}>
              Try other words, another brand or status.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<PostsIcon />}
              title="No posts yet"
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Link href="/create" className={buttonClass("primary")}>Generate posts</Link>
                  <Link href="/posts/new" className={buttonClass("secondary")}>Write a post</Link>
                </div>
              }
            >
              Generate posts in your brand&apos;s voice, or write one yourself. Drafts, scheduled and published posts all appear here.
            </EmptyState>
          )
        }
      >
        {(data) => (
          <div className={cx("transition-opacity", updating && "opacity-70")}>
            <PostTable posts={data.posts} brandName={brandName} />
            <PostCards posts={data.posts} brandName={brandName} />
            <PostPager pagination={data.pagination} count={data.posts.length} onPage={(p) => setQuery({ page: p > 1 ? String(p) : "" })} />
          </div>
        )}
      </Loaded>
    </Card>
  );
}

function PostsSkeleton() {
  return (
    <div role="status" aria-label="Loading posts">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-6 py-4 last:border-0">
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="hidden h-5 w-20 md:block" />
          <Skeleton className="h-5 w-20" />
        </div>
      ))}
    </div>
  );
}
