"use client";

import Link from "next/link";
import { useState } from "react";
import { formatCount } from "@/components/analytics/figures";
import { formatDateTime } from "@/components/posts/datetime";
import { PlatformTag } from "@/components/posts/platform-icon";
import { Card, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { apiFetch } from "@/lib/client/api-fetch";
import { messageOf } from "@/lib/client/api-error";
import { withQuery } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { PlatformId } from "@/lib/platforms/ids";
import { TOP_POST_METRICS, type TopPostMetric, type TopPosts } from "@/lib/schemas/top-posts";

const LABELS: Record<TopPostMetric, string> = {
  engagements: "Engagements",
  views: "Views",
  reach: "Reach",
  likes: "Likes",
  comments: "Comments",
  shares: "Shares",
  saves: "Saves",
  clicks: "Clicks",
};
const SHOWN = 5;

const loadTopPosts = async (url: string, signal: AbortSignal) => (await apiFetch<{ top_posts: TopPosts }>(url, { signal })).top_posts;

/**
 * The brand's best posts of the page's range by a metric (GET /api/v1/analytics/top-posts, the
 * route a key reads), each with its preview and a link to its post page. A post where the metric
 * is no value on any platform is not listed (the API never ranks a missing value as 0).
 */
export function TopPostsCard({ brandId, range }: { brandId: string; range: { from?: string; to?: string } }) {
  const [metric, setMetric] = useState<TopPostMetric>("engagements");
  const top = useResource(withQuery("/api/v1/analytics/top-posts", { brand_id: brandId, metric, limit: SHOWN, from: range.from, to: range.to }), loadTopPosts);
  return (
    <Card>
      <CardHeader
        title="Top posts"
        description="The range's best posts, each platform counted with its latest reading."
        action={
          <label className="flex items-center gap-2 text-sm text-slate-600">
            By
            <select value={metric} onChange={(event) => setMetric(event.target.value as TopPostMetric)} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900">
              {TOP_POST_METRICS.map((name) => (
                <option key={name} value={name}>
                  {LABELS[name]}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <div className="px-5 py-4 sm:px-6" data-testid="top-posts">
        {top.status === "error" ? (
          <LoadError title="Top posts could not be loaded" message={messageOf(top.error)} onRetry={() => void top.reload()} />
        ) : !top.data ? (
          <p className="text-sm text-slate-500">Loading…</p>
        ) : top.data.posts.length === 0 ? (
          <p className="text-sm text-slate-600">No post of the range has {LABELS[metric].toLowerCase()} as a value yet (a platform that does not offer it has none).</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {top.data.posts.map((post) => (
              <li key={post.post_id} className="py-3">
                <Link href={`/posts/${post.post_id}`} className="flex gap-3 rounded-md hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600" data-testid="top-post">
                  <span className="w-6 shrink-0 pt-0.5 text-sm font-semibold text-slate-500 tabular-nums">{post.rank}.</span>
                  {post.preview.image_url ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a post's own image URL, any host
                    <img src={post.preview.image_url} alt="" className="h-14 w-14 shrink-0 rounded-md object-cover ring-1 ring-slate-200" />
                  ) : null}
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 break-words text-sm text-slate-900">
                      {post.preview.text}
                      {post.preview.truncated ? "…" : ""}
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      {post.deliveries.map((delivery) => (
                        <PlatformTag key={delivery.platform} id={delivery.platform as PlatformId} />
                      ))}
                      {post.preview.published_at ? <span>Published {formatDateTime(post.preview.published_at)}</span> : null}
                    </span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block text-sm font-semibold text-slate-900 tabular-nums">{formatCount(post.value)}</span>
                    <span className="block text-xs text-slate-500">{LABELS[metric].toLowerCase()}</span>
                    <span className="block text-xs text-slate-400">
                      as of <time dateTime={post.as_of}>{formatDateTime(post.as_of)}</time>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
