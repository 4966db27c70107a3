import { z } from "zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";

export const MAX_SCHEDULE_AHEAD_DAYS = 365;

export const schedulePostSchema = z.strictObject({
  post_id: uuidSchema,
  scheduled_at: dateTimeSchema.superRefine((value, ctx) => {
    const at = Date.parse(value);
    if (at <= Date.now()) ctx.addIssue({ code: "custom", message: "must be in the future" });
    else if (at > Date.now() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000) {
      ctx.addIssue({ code: "custom", message: `must be within ${MAX_SCHEDULE_AHEAD_DAYS} days` });
    }
  }),
});

export const scheduleResultSchema = z.object({ job_id: z.string(), post_id: uuidSchema, scheduled_at: z.string() });

export type SchedulePostInput = z.infer<typeof schedulePostSchema>;
