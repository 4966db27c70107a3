import type { Post } from "@/lib/client/types";

/** A post placed on the calendar at its local time: scheduled time, or publication time once published. */
export type Entry = { post: Post; at: Date };

export type DragHandlers = {
  draggingId: string | null;
  onDragStart: (entry: Entry) => void;
  onDragEnd: () => void;
  /** Whether a dragged post may be dropped on this day (not in the past). */
  canDrop: (day: Date) => boolean;
  onDrop: (day: Date) => void;
};
