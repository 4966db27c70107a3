"use client";

import Link from "next/link";
import { formatTime } from "@/components/posts/datetime";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { statusLabel } from "@/components/posts/status-badge";
import { cx } from "@/components/ui/cx";
import type { DragHandlers, Entry } from "@/components/calendar/types";

const TONE = {
  scheduled: "bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200 hover:bg-emerald-100",
  failed: "bg-red-50 text-red-900 ring-red-200 hover:bg-red-100",
  draft: "bg-slate-50 text-slate-800 ring-slate-200 hover:bg-slate-100",
} as const;

/**
 * A post on the calendar: a link that opens it. A scheduled post can be dragged to another day
 * (the "Move" buttons in the list below the calendar do the same from the keyboard).
 */
export function PostChip({ entry, drag, size = "compact" }: { entry: Entry; drag: DragHandlers; size?: "compact" | "full" }) {
  const { post, at } = entry;
  const draggable = post.status === "scheduled";
  const time = formatTime(at);
  return (
    <Link
      href={`/posts/${post.id}`}
      data-testid="calendar-post"
      data-post-id={post.id}
      data-status={post.status}
      draggable={draggable}
      onDragStart={(event) => {
        if (!draggable) return;
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", post.id);
        drag.onDragStart(entry);
      }}
      onDragEnd={drag.onDragEnd}
      aria-label={`${statusLabel(post.status)} ${time}: ${post.content.slice(0, 80)}`}
      title={`${time} · ${statusLabel(post.status)}${draggable ? " · drag to another day to reschedule" : ""}\n${post.content.slice(0, 200)}`}
      className={cx(
        "min-w-0 overflow-hidden rounded-md ring-1 ring-inset",
        size === "full" ? "flex flex-col gap-0.5 px-1.5 py-1 text-xs" : "flex items-center gap-1 px-0.5 py-0.5 text-[11px] leading-4 sm:px-1.5 sm:text-xs",
        TONE[post.status],
        draggable && "cursor-grab active:cursor-grabbing",
        drag.draggingId === post.id && "opacity-50",
      )}
    >
      {size === "full" ? (
        <>
          <span className="flex items-center gap-1">
            <span className="shrink-0 font-medium tabular-nums">{time}</span>
            <span className="ml-auto flex shrink-0 gap-0.5">
              {post.platforms.slice(0, 4).map((p) => (
                <PlatformIcon key={p} id={p} className="size-3.5 rounded-[3px]" />
              ))}
            </span>
          </span>
          <span className="line-clamp-2 break-words">{post.content}</span>
        </>
      ) : (
        <>
          <span className="shrink-0 font-medium tabular-nums">
            <CompactTime at={at} />
          </span>
          <span className="hidden shrink-0 sm:inline-flex">
            <PlatformIcon id={post.platforms[0]} className="size-3.5 rounded-[3px]" />
          </span>
          <span className="hidden min-w-0 truncate lg:inline">{post.content}</span>
        </>
      )}
    </Link>
  );
}

const timeParts = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** "9:30 AM" on wide screens, "9:30" on narrow ones (the day period is dropped to fit a cell). */
function CompactTime({ at }: { at: Date }) {
  const parts = timeParts.formatToParts(at);
  return (
    <>
      {parts.map((part, i) =>
        part.type === "dayPeriod" ? (
          <span key={i} className="hidden sm:inline">{part.value}</span>
        ) : part.type === "literal" && parts[i + 1]?.type === "dayPeriod" ? (
          <span key={i} className="hidden sm:inline">{part.value}</span>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}
