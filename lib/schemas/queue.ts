import { z } from "@/lib/zod";
import { isTimeZone } from "@/lib/schemas/time-zone";
import { postWithDeliveriesSchema } from "@/lib/schemas/post";

/** At most this many slots per brand: every quarter hour of a week is far more than any brand posts. */
export const MAX_QUEUE_SLOTS = 168;

export const queueSlotSchema = z.strictObject({
  weekday: z.number().int().min(0).max(6).meta({ description: "0 Sunday, 1 Monday, … 6 Saturday, in the queue's time zone." }),
  time: z
    .string()
    .max(5)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM, 00:00 to 23:59")
    .meta({ description: "The local wall time, HH:MM (24 hours)." }),
});

export const brandQueueSchema = z
  .strictObject({
    timezone: z
      .string()
      .min(1)
      .max(64)
      .refine(isTimeZone, "must be an IANA time zone name, e.g. Europe/Berlin")
      .meta({ description: "An IANA time zone name; slots stay at their wall time across daylight saving changes." }),
    slots: z.array(queueSlotSchema).max(MAX_QUEUE_SLOTS, `at most ${MAX_QUEUE_SLOTS} slots`),
  })
  .superRefine((queue, ctx) => {
    const seen = new Set<string>();
    for (const [index, slot] of queue.slots.entries()) {
      const key = `${slot.weekday} ${slot.time}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["slots", index], message: `duplicate slot (weekday ${slot.weekday}, ${slot.time})` });
      seen.add(key);
    }
  });

export const queueOutputSchema = z
  .object({
    timezone: z.string(),
    slots: z.array(z.object({ weekday: z.number().int(), time: z.string() })),
  })
  .meta({ id: "Queue" });

export const queuedPostSchema = z.object({
  post: postWithDeliveriesSchema,
  job_id: z.string(),
});

export type BrandQueueInput = z.infer<typeof brandQueueSchema>;
export type QueueOutput = z.infer<typeof queueOutputSchema>;
