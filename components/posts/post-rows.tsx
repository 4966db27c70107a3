import Link from "next/link";
import { formatDateTime } from "@/components/posts/datetime";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { StatusBadge } from "@/components/posts/status-badge";
import type { Post } from "@/lib/client/types";

// The posts list: a table on wide screens, one card per post on narrow ones.

function when(post: Post): { label: string; iso: string } {
  if (post.status === "published" && post.published_at) return { label: "Published", iso: post.published_at };
  if (post.scheduled_at && (post.status === "scheduled" || post.status === "failed")) return { label: post.status === "failed" ? "Was due" : "Scheduled for", iso: post.scheduled_at };
  return { label: "Created", iso: post.created_at };
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

export function PostTable({ posts, brandName }: { posts: Post[]; brandName: Map<string, string> }) {
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

export function PostCards({ posts, brandName }: { posts: Post[]; brandName: Map<string, string> }) {
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
