import Link from "next/link";
import { PlatformIcons } from "@/components/dashboard/platform-icons";
import { firstWords } from "@/components/dashboard/home-items";
import { formatDateTime } from "@/components/posts/datetime";
import { RowActions } from "@/components/posts/row-actions";
import { StatusBadge } from "@/components/posts/status-badge";
import type { Post } from "@/lib/client/types";

/** The list's selection: which ids are ticked, and how a tick changes it. */
export type Selection = { has: (id: string) => boolean; toggle: (id: string) => void; all: boolean; some: boolean; toggleAll: () => void };

const checkboxClass = "relative z-10 size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

function RowCheckbox({ post, selection }: { post: Post; selection: Selection }) {
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      checked={selection.has(post.id)}
      onChange={() => selection.toggle(post.id)}
      aria-label={`Select “${firstWords(post.content, 40)}”`}
      data-testid="select-post"
    />
  );
}

// The posts list: a table on wide screens, one card per post on narrow ones.

/** Ticks every post of the page; shows "some" (indeterminate) when only part of it is ticked. */
function SelectAllCheckbox({ selection, label, testId }: { selection: Selection; label?: string; testId: string }) {
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      checked={selection.all}
      ref={(box) => {
        if (box) box.indeterminate = selection.some;
      }}
      onChange={selection.toggleAll}
      aria-label={label}
      data-testid={testId}
    />
  );
}

function when(post: Post): { label: string; iso: string } {
  if (post.status === "published" && post.published_at) return { label: "Published", iso: post.published_at };
  if (post.scheduled_at && (post.status === "scheduled" || post.status === "failed")) return { label: post.status === "failed" ? "Was due" : "Scheduled for", iso: post.scheduled_at };
  return { label: "Created", iso: post.created_at };
}

function Excerpt({ post }: { post: Post }) {
  return <span className="line-clamp-2 break-words text-slate-900">{post.content}</span>;
}

function Platforms({ post }: { post: Post }) {
  return <PlatformIcons platforms={post.platforms} />;
}

type RowsProps = { posts: Post[]; brandName: Map<string, string>; selection: Selection };

export function PostTable({ posts, brandName, selection }: RowsProps) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Posts</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-10 py-3 pl-6 pr-0">
              <SelectAllCheckbox selection={selection} label="Select all posts on this page" testId="select-all" />
            </th>
            <th scope="col" className="px-3 py-3">Post</th>
            <th scope="col" className="px-3 py-3">Platforms</th>
            <th scope="col" className="px-3 py-3">Status</th>
            <th scope="col" className="px-3 py-3">When</th>
            <th scope="col" className="px-6 py-3"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => {
            const time = when(post);
            return (
              <tr key={post.id} data-testid="post-row" data-post-id={post.id} data-status={post.status} className="relative hover:bg-slate-50 has-[a:focus-visible]:bg-slate-50">
                <td className="py-4 pl-6 pr-0 align-top">
                  <RowCheckbox post={post} selection={selection} />
                </td>
                <td className="max-w-md px-3 py-4 align-top">
                  <Link href={`/posts/${post.id}`} className="block rounded focus-visible:outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500">
                    <Excerpt post={post} />
                  </Link>
                  <p className="mt-1 text-xs text-slate-500">{post.brand_id ? (brandName.get(post.brand_id) ?? "Brand") : "No brand"} · {post.source === "api" ? "via API" : "dashboard"}</p>
                </td>
                <td className="px-3 py-4 align-top"><Platforms post={post} /></td>
                <td className="px-3 py-4 align-top"><StatusBadge status={post.status} /></td>
                <td className="whitespace-nowrap px-3 py-4 align-top text-slate-700">
                  <span className="block text-xs text-slate-500">{time.label}</span>
                  <time dateTime={time.iso}>{formatDateTime(time.iso)}</time>
                </td>
                <td className="px-6 py-3 align-top">
                  <RowActions post={post} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function PostCards({ posts, brandName, selection }: RowsProps) {
  return (
    <div className="md:hidden">
      <label className="flex items-center gap-3 border-b border-slate-100 px-5 py-2.5 text-sm text-slate-600">
        <SelectAllCheckbox selection={selection} testId="select-all-cards" />
        Select all on this page
      </label>
    <ul className="divide-y divide-slate-100">
      {posts.map((post) => {
        const time = when(post);
        return (
          <li key={post.id} data-testid="post-card" data-post-id={post.id} data-status={post.status} className="relative px-5 py-4 hover:bg-slate-50">
            <div className="flex items-start gap-3">
              <RowCheckbox post={post} selection={selection} />
              <Link href={`/posts/${post.id}`} className="min-w-0 text-sm focus-visible:outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500">
                <Excerpt post={post} />
              </Link>
              <StatusBadge status={post.status} className="ml-auto shrink-0" />
            </div>
            <div className="mt-2 flex items-center justify-between gap-3">
              <Platforms post={post} />
              <span className="truncate text-xs text-slate-500">
                {time.label} {formatDateTime(time.iso)}
              </span>
            </div>
            <div className="mt-1 flex items-center justify-between gap-3">
              <p className="text-xs text-slate-500">{post.brand_id ? (brandName.get(post.brand_id) ?? "Brand") : "No brand"}</p>
              <RowActions post={post} />
            </div>
          </li>
        );
      })}
    </ul>
    </div>
  );
}
