"use client";

import Link from "next/link";
import { formatTime, formatTimeWrapping } from "@/components/posts/datetime";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { statusLabel } from "@/components/posts/status-badge";
import { cx } from "@/components/ui/cx";
import type { DragHandlers, Entry } from "@/components/calendar/types";
import type { PlatformId } from "@/lib/platforms/ids";
import { maySchedule, useCurrentRole } from "@/lib/client/current-role";
import { PLATFORMS } from "@/lib/platforms/registry";

const TONE = {
  scheduled: "bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200 hover:bg-emerald-100",
  failed: "bg-red-50 text-red-900 ring-red-200 hover:bg-red-100",
  draft: "bg-slate-50 text-slate-800 ring-slate-200 hover:bg-slate-100",
} as const;

/**
 * A post on the calendar: a link that opens it. A scheduled post can be dragged to another day
 * (the "Move" buttons in the list below the calendar do the same from the keyboard), by those
 * whose role schedules.
 */
export function PostChip({ entry, drag, size = "compact" }: { entry: Entry; drag: DragHandlers; size?: "compact" | "full" }) {
  const { post, at } = entry;
  const schedules = maySchedule(useCurrentRole());
  const draggable = post.status === "scheduled" && schedules;
  const time = formatTime(at);
  const labels = post.platforms.map((p) => PLATFORMS[p].label).join(", ");
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
      aria-label={`${statusLabel(post.status)} ${time}, ${labels}: ${post.content}`}
      title={`${time} · ${statusLabel(post.status)} · ${labels}${draggable ? " · drag to another day to reschedule" : ""}\n\n${post.content}`}
      className={cx(
        "flex min-w-0 flex-col gap-0.5 overflow-hidden rounded-md ring-1 ring-inset",
        size === "full" ? "px-1.5 py-1 text-xs" : "px-0.5 py-0.5 text-[11px] leading-4 sm:px-1.5 sm:text-xs",
        TONE[post.status],
        draggable && "cursor-grab active:cursor-grabbing",
        drag.draggingId === post.id && "opacity-50",
      )}
    >
      <span className="flex min-w-0 flex-wrap items-center gap-x-1 gap-y-0.5">
        {/* In a month cell 390 px wide (about 45 px) "12:30 PM" may need two lines: its day period wraps, never dropped. */}
        <span data-testid="calendar-post-time" className={cx("font-medium tabular-nums", size === "full" ? "shrink-0" : "min-w-0")}>
          {size === "full" ? time : formatTimeWrapping(at)}
        </span>
        <PlatformIcons platforms={post.platforms} max={3} className={size === "full" ? "ml-auto flex" : "ml-auto hidden sm:flex"} />
      </span>
      <span data-testid="calendar-post-text" className="line-clamp-2 break-words">
        {firstWords(post.content)}
      </span>
    </Link>
  );
}

/** The first words of a post, on one line (the chip clamps them to two lines). */
function firstWords(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 140)}…` : flat;
}

/** The first `max` platforms' icons, then "+N" for the rest (all of them are in the chip's label). */
function PlatformIcons({ platforms, max, className }: { platforms: readonly PlatformId[]; max: number; className?: string }) {
  const shown = platforms.length > max ? platforms.slice(0, max - 1) : platforms;
  const rest = platforms.length - shown.length;
  return (
    <span aria-hidden className={cx("shrink-0 items-center gap-0.5", className)}>
      {shown.map((p) => (
        <PlatformIcon key={p} id={p} className="size-3.5 rounded-[3px]" />
      ))}
      {rest > 0 ? <span className="text-[10px] font-medium tabular-nums opacity-80">+{rest}</span> : null}
    </span>
  );
}
