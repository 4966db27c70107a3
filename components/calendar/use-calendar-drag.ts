"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { formatDateTime, formatTime } from "@/components/posts/datetime";
import { scheduleProblem } from "@/components/posts/schedule-check";
import { dayKey, dayMedium, onDayKeepingTime } from "@/components/calendar/dates";
import type { DragHandlers, Entry } from "@/components/calendar/types";
import { messageOf } from "@/lib/client/api-error";
import { moveScheduledPost } from "@/lib/client/posts";
import { announceScheduleWarnings } from "@/components/posts/schedule-warnings";

/**
 * Moving a scheduled post to another day, keeping its time of day: by dragging its chip (the
 * handlers the grids use) or from the "Move…" dialog (`move`). The chip moves at once; the
 * API's refusal moves it back and says why.
 */
export function useCalendarDrag(today: Date | null, listKey: string | null) {
  const [dragging, setDragging] = useState<Entry | null>(null);

  async function move(entry: Entry, day: Date): Promise<void> {
    const target = onDayKeepingTime(day, entry.at);
    const problem = scheduleProblem(target);
    if (problem) throw new Error(problem.passed ? `${formatTime(entry.at)} on ${dayMedium.format(day)} has passed; choose a later day.` : problem.message);
    if (!listKey) throw new Error("The calendar is still loading; try again in a moment.");
    const result = await moveScheduledPost(entry.post, target, listKey);
    toast.success("Post rescheduled", formatDateTime(result.scheduled_at));
    announceScheduleWarnings(result);
  }

  const drag: DragHandlers = {
    draggingId: dragging?.post.id ?? null,
    onDragStart: (entry) => setDragging(entry),
    onDragEnd: () => setDragging(null),
    canDrop: (day) => dragging !== null && today !== null && day >= today && dayKey(day) !== dayKey(dragging.at),
    onDrop: (day) => {
      const entry = dragging;
      setDragging(null);
      if (!entry) return;
      move(entry, day).catch((error) => toast.error("The post was not moved", messageOf(error)));
    },
  };

  return { drag, move };
}
