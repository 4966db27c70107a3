"use client";

import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { inputClass } from "@/components/ui/field";
import { PostsIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { fetchBrands, fetchPosts, isAbort, messageOf } from "./api";
import { formatDateTime } from "./datetime";
import { PlatformIcon } from "./platform-icon";
import { StatusBadge } from "./status-badge";
import { POST_STATUSES, type Brand, type Pagination, type Post, type PostStatus } from "./types";

const PAGE_SIZE = 20;

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; posts: Post[]; pagination: Pagination };

function when(post: Post): { label: string; iso: string } {
  if (post.status === "published" && post.published_at) return { label: "Published", iso: post.published_at };
  if (post.scheduled_at && (post.status === "scheduled" || post.status === "failed")) return { label: post.status === "failed" ? "Was due" : "Scheduled for", iso: post.scheduled_at };
  return { label: "Created", iso: post.created_at };
}

/** Posts of the signed-in user, filtered by brand and status (kept in the URL), a page at a time. */
export function PostsBrowser() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const brandId = params.get("brand") ?? "";
  const statusParam = params.get("status") ?? "";
  const status = (POST_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as PostStatus) : "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const [brands, setBrands] = useState<Brand[] | null>(null);
  const [state, setState] = useState<State>({ status: "loading" });
  const [refreshing, setRefreshing] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchBrands(controller.signal).then(setBrands, (error) => {
      if (!isAbort(error)) setBrands([]);
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setRefreshing(true);
    fetchPosts({ brand_id: brandId || undefined, status: status || undefined, page, limit: PAGE_SIZE }, controller.signal)
      .then((data) => setState({ status: "ready", posts: data.posts, pagination: data.pagination }))
      .catch((error) => {
        if (!isAbort(error)) setState({ status: "error", message: messageOf(error) });
      })
      .finally(() => {
        if (!controller.signal.aborted) setRefreshing(false);
      });
    return () => controller.abort();
  }, [brandId, status, page, reloadKey]);

  // While a post on screen is about to be published, look again every few seconds.
  const dueSoon = state.status === "ready" && state.posts.some((p) => p.status === "scheduled" && p.scheduled_at && new Date(p.scheduled_at).getTime() - Date.now() < 120_000);
  useEffect(() => {
    if (!dueSoon) return;
    const timer = window.setInterval(() => setReloadKey((k) => k + 1), 4000);
    return () => window.clearInterval(timer);
  }, [dueSoon]);

  const setQuery = useCallback(
    (patch: Record<string, string>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!("page" in patch)) next.delete("page");
      const search = next.toString();
      router.replace(`${pathname}${search ? `?${search}` : ""}`, { scroll: false });
    },
    [params, pathname, router],
  );

  const brandName = useMemo(() => new Map((brands ?? []).map((b) => [b.id, b.name])), [brands]);
  const filtered = Boolean(brandId || status);

  return (
    <Card>
      <div className="grid grid-cols-2 gap-3 border-b border-slate-200 px-5 py-4 sm:flex sm:items-end sm:px-6">
        <div className="sm:w-56">
          <label htmlFor="posts-brand" className="block text-xs font-medium text-slate-600">
            Brand
          </label>
          <select id="posts-brand" className={cx(inputClass, "mt-1")} value={brandId} onChange={(e) => setQuery({ brand: e.target.value })}>
            <option value="">All brands</option>
            {(brands ?? []).map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-44">
          <label htmlFor="posts-status" className="block text-xs font-medium text-slate-600">
            Status
          </label>
          <select id="posts-status" className={cx(inputClass, "mt-1")} value={status} onChange={(e) => setQuery({ status: e.target.value })}>
            <option value="">All statuses</option>
            {POST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0].toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 flex items-center gap-3 empty:hidden sm:ml-auto sm:min-h-10">
          {refreshing && state.status === "ready" ? (
            <span className="flex items-center gap-1.5 text-xs text-slate-500" role="status">
              <Spinner className="size-3.5" /> Updating…
            </span>
          ) : null}
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={() => setQuery({ brand: "", status: "" })}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </div>

      {state.status === "loading" ? (
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
      ) : state.status === "error" ? (
        <div className="px-5 py-5 sm:px-6">
          <LoadError title="Your posts could not be loaded" message={state.message} onRetry={() => setReloadKey((k) => k + 1)} />
        </div>
      ) : state.posts.length === 0 ? (
        filtered ? (
          <EmptyState icon={<PostsIcon />} title="No posts match these filters" action={<Button variant="secondary" onClick={() => setQuery({ brand: "", status: "" })}>Clear filters</Button>}>
            Try another brand or status.
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
      ) : (
        <div className={cx("transition-opacity", refreshing && "opacity-70")}>
          <PostTable posts={state.posts} brandName={brandName} />
          <PostCards posts={state.posts} brandName={brandName} />
          <Pager pagination={state.pagination} count={state.posts.length} onPage={(p) => setQuery({ page: p > 1 ? String(p) : "" })} />
        </div>
      )}
    </Card>
  );
}

function Excerpt({ post }: { post: Post }) {
  return <span className="line-clamp-2 break-words text-slate-900">{post.content}</span>;
}

function Platforms({ post }: { post: Post }) {
  return (
    <span className="flex flex-wrap gap-1">
      {post.platforms.map((platform) => (
        <PlatformIcon key={platform} id={platform} title />
      ))}
      <span className="sr-only">{post.platforms.join(", ")}</span>
    </span>
  );
}

function PostTable({ posts, brandName }: { posts: Post[]; brandName: Map<string, string> }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Posts</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-6 py-3">Post</th>
            <th scope="col" className="px-3 py-3">Platforms</th>
            <th scope="col" className="px-3 py-3">Status</th>
            <th scope="col" className="px-6 py-3">When</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => {
            const time = when(post);
            return (
              <tr key={post.id} data-testid="post-row" data-post-id={post.id} data-status={post.status} className="relative hover:bg-slate-50 has-[a:focus-visible]:bg-slate-50">
                <td className="max-w-md px-6 py-4 align-top">
                  <Link href={`/posts/${post.id}`} className="block rounded focus-visible:outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500">
                    <Excerpt post={post} />
                  </Link>
                  <p className="mt-1 text-xs text-slate-500">{post.brand_id ? (brandName.get(post.brand_id) ?? "Brand") : "No brand"} · {post.source === "api" ? "via API" : "dashboard"}</p>
                </td>
                <td className="px-3 py-4 align-top"><Platforms post={post} /></td>
                <td className="px-3 py-4 align-top"><StatusBadge status={post.status} /></td>
                <td className="whitespace-nowrap px-6 py-4 align-top text-slate-700">
                  <span className="block text-xs text-slate-500">{time.label}</span>
                  <time dateTime={time.iso}>{formatDateTime(time.iso)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PostCards({ posts, brandName }: { posts: Post[]; brandName: Map<string, string> }) {
  return (
    <ul className="divide-y divide-slate-100 md:hidden">
      {posts.map((post) => {
        const time = when(post);
        return (
          <li key={post.id} data-testid="post-card" data-post-id={post.id} data-status={post.status} className="relative px-5 py-4 hover:bg-slate-50">
            <div className="flex items-start justify-between gap-3">
              <Link href={`/posts/${post.id}`} className="min-w-0 text-sm focus-visible:outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500">
                <Excerpt post={post} />
              </Link>
              <StatusBadge status={post.status} className="shrink-0" />
            </div>
            <div className="mt-2 flex items-center justify-between gap-3">
              <Platforms post={post} />
              <span className="truncate text-xs text-slate-500">
                {time.label} {formatDateTime(time.iso)}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-500">{post.brand_id ? (brandName.get(post.brand_id) ?? "Brand") : "No brand"}</p>
          </li>
        );
      })}
    </ul>
  );
}

function Pager({ pagination, count, onPage }: { pagination: Pagination; count: number; onPage: (page: number) => void }) {
  const { page, limit, total } = pagination;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = (page - 1) * limit + count;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 sm:px-6">
      <p className="text-sm text-slate-600">
        {count === 0 ? `No posts on page ${page}` : <>Showing <span className="font-medium">{from}</span>–<span className="font-medium">{to}</span> of <span className="font-medium">{total}</span></>}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <span className="hidden text-sm text-slate-600 sm:inline">
          Page {page} of {pages}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
        </Button>
      </div>
    </nav>
  );
}
