import { z } from "@/lib/zod";
import { approvalSchema } from "@/lib/schemas/approval";
import { dateTimeSchema, platformSchema, uuidSchema } from "@/lib/schemas/common";

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

/**
 * Something that will stop the post from reaching a platform, found when it is scheduled (the
 * post is scheduled all the same): `reconnect_required`, the brand's account there must be
 * signed in again; `not_connected` (live publishing only), there is no account to publish to.
 */
export const scheduleWarningSchema = z
  .object({
    code: z.enum(["reconnect_required", "not_connected"]),
    platform: platformSchema,
    message: z.string(),
  })
  .meta({ id: "ScheduleWarning" });

export type ScheduleWarning = z.infer<typeof scheduleWarningSchema>;

export const scheduleResultSchema = z.object({
  job_id: z.string(),
  post_id: uuidSchema,
  scheduled_at: z.string(),
  /** Additive (docs/api-decisions.md): empty when nothing stands in the way. */
  warnings: z.array(scheduleWarningSchema),
  /**
   * Additive (docs/api-decisions.md, "Approvals"): null when no person needs to approve it;
   * `pending` when the post is scheduled but waits for a person: unapproved at its time, nothing
   * is published and it ends `failed` with the reason.
   */
  approval: approvalSchema.nullable().meta({
    description:
      "Null when no person needs to approve this post. `pending`: the post is scheduled but waits for an owner, admin or editor to approve it (its `comment` says why); if it is still unapproved at its time, nothing is published and it ends `failed` with the reason. `approved`: it goes out at its time, as long as it stays exactly as approved.",
  }),
});

export type SchedulePostInput = z.infer<typeof schedulePostSchema>;
