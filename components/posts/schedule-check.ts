import { schedulePostSchema } from "@/lib/schemas/schedule";

const scheduledAt = schedulePostSchema.shape.scheduled_at;

/** `passed`: the time is not in the future (the calendar words that as "that day has passed"). */
export type ScheduleProblem = { message: string; passed: boolean };

/**
 * Why `date` cannot be scheduled, or null when it can: the server's own rule
 * (lib/schemas/schedule.ts: in the future, within the allowed days ahead), in the form's words.
 */
export function scheduleProblem(date: Date | null): ScheduleProblem | null {
  if (!date || Number.isNaN(date.getTime())) return { message: "Enter a date and a time.", passed: false };
  const result = scheduledAt.safeParse(date.toISOString());
  if (result.success) return null;
  // The schema's messages read "must be in the future", "must be within 365 days".
  const reason = result.error.issues[0]?.message ?? "must be in the future";
  return { message: `Choose a time ${reason.replace(/^must be /, "")}.`, passed: date.getTime() <= Date.now() };
}
