"use client";

import { toast } from "@/components/ui/toast";
import type { ScheduleResult } from "@/lib/client/types";

/** Says, right after scheduling, what will keep the post from a platform (POST /posts/schedule's `warnings`). */
export function announceScheduleWarnings(result: ScheduleResult): void {
  for (const warning of result.warnings ?? []) {
    toast.error(warning.code === "reconnect_required" ? "Reconnect before it goes out" : "No account to publish to", warning.message);
  }
}
