"use client";

import { useState, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { dayKey } from "@/components/calendar/dates";
import type { DragHandlers } from "@/components/calendar/types";

/** A day that accepts a dragged scheduled post (HTML5 drag and drop). */
export function DayDrop({ day, drag, className, children, as: Tag = "div" }: { day: Date; drag: DragHandlers; className?: string; children: ReactNode; as?: "div" | "td" }) {
  const [over, setOver] = useState(false);
  const allowed = drag.draggingId !== null && drag.canDrop(day);
  return (
    <Tag
      onDragOver={(event) => {
        if (!allowed) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        if (!over) setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (allowed) drag.onDrop(day);
      }}
      data-day={dayKey(day)}
      data-droppable={allowed || undefined}
      className={cx(className, allowed && "bg-brand-50/30", over && "bg-brand-100/60 outline-2 -outline-offset-2 outline-dashed outline-brand-500")}
    >
      {children}
    </Tag>
  );
}
