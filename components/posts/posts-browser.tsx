"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { PostsIcon } from "@/components/ui/icons";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { PostFilters } from "@/components/posts/post-filters";
import { PostPager } from "@/components/posts/post-pager";
import { BulkBar } from "@/components/posts/bulk-bar";
import { BulkResults } from "@/components/posts/bulk-results";
import { pageSelection, summarizeBulk, type BulkAction, type BulkSummary } from "@/components/posts/bulk-summary";
import { formatDateTime } from "@/components/posts/datetime";
import { PostCards, PostTable, type Selection } from "@/components/posts/post-rows";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/client/api-error";
import { watchPostList } from "@/components/posts/publish-watch";
import { useBrands } from "@/lib/client/brands";
import { bulkPosts, usePosts } from "@/lib/client/posts";
import type { Post, PostStatus } from "@/lib/client/types";
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
  // The API takes pages up to 2^53 − 1; a longer number in the address shows the (empty) last of them.
  const page = Math.min(Number.MAX_SAFE_INTEGER, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));

  const brands = useBrands();
  const posts = usePosts({ brand_id: brandId || undefined, status: status || undefined, q: q || undefined, page, limit: PAGE_SIZE }, { keepPrevious: true, poll: watchPostList });
  const brandName = useMemo(() => new Map((brands.data ?? []).map((b) => [b.id, b.name])), [brands.data]);
  const filtered = Boolean(brandId || status || q);
  const updating = posts.validating && posts.data !== undefined;

  // Ticked posts; only those on the page shown count (another page or filter starts afresh).
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const pagePosts = useMemo(() => posts.data?.posts ?? [], [posts.data]);
  const picked = pageSelection(
    pagePosts.map((post) => post.id),
    ticked,
  );
  const selectedPosts = pagePosts.filter((post) => ticked.has(post.id));
  const selection: Selection = {
    has: (id) => ticked.has(id),
    toggle: (id) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    all: picked.all,
    some: picked.some,
    toggleAll: () => setTicked(picked.all ? new Set() : new Set(pagePosts.map((post) => post.id))),
  };

  async function runBulk(action: BulkAction, at?: Date) {
    const byId = new Map<string, Post>(selectedPosts.map((post) => [post.id, post]));
    setPending(action);
    try {
      const outcome = await bulkPosts({ action, post_ids: picked.chosen, ...(at ? { scheduled_at: at.toISOString() } : {}) });
      setSummary(summarizeBulk(outcome, byId, formatDateTime));
      // What failed stays ticked, to try again or act on otherwise.
      setTicked(new Set(outcome.results.filter((result) => !result.ok).map((result) => result.post_id)));
    } catch (error) {
      toast.error("The posts could not be changed", messageOf(error));
      throw error;
    } finally {
      setPending(null);
    }
  }

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
      {selectedPosts.length > 0 ? <BulkBar selected={selectedPosts} pending={pending} onRun={runBulk} onClear={() => setTicked(new Set())} /> : null}
      {summary ? <BulkResults summary={summary} onDismiss={() => setSummary(null)} /> : null}
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
            <PostTable posts={data.posts} brandName={brandName} selection={selection} />
            <PostCards posts={data.posts} brandName={brandName} selection={selection} />
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
