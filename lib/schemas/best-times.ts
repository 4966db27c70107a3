import { z } from "@/lib/zod";
import { platformSchema, uuidSchema } from "@/lib/schemas/common";

/** The publishing history best times read: the last 90 days in the brand's time zone (docs/analytics.md, "Best times"). */
export const BEST_TIMES_HISTORY_DAYS = 90;
/** Fewer rated posts than this in the history: the general defaults are proposed instead. */
export const BEST_TIMES_MIN_POSTS = 12;
/** A slot needs this many rated posts to be proposed from history (one lucky post is not a pattern). */
export const BEST_TIMES_MIN_SLOT_POSTS = 2;
/** How many slots are proposed. */
export const BEST_TIMES_SLOTS = 5;
/**
 * Brandcast's general defaults, weekday (0 = Sunday) and hour in the brand's time zone: weekday
 * mornings, lunch and early evening, when most audiences read at work breaks. A starting point
 * for a brand without history, not a platform's published figure.
 */
export const DEFAULT_BEST_TIMES = [
  { weekday: 2, hour: 9 },
  { weekday: 3, hour: 12 },
  { weekday: 4, hour: 9 },
  { weekday: 1, hour: 17 },
  { weekday: 5, hour: 12 },
] as const;

export const bestTimesQuerySchema = z.object({
  brand_id: uuidSchema.meta({ description: "The brand whose publishing history is read." }),
  platform: platformSchema.optional().meta({ description: "Only this platform's posts; all platforms when left out." }),
});
export type BestTimesQuery = z.infer<typeof bestTimesQuerySchema>;

const bestTimeSlotSchema = z
  .object({
    weekday: z.number().int().min(0).max(6).meta({ description: "0 = Sunday … 6 = Saturday, in the brand's time zone." }),
    hour: z.number().int().min(0).max(23).meta({ description: "The hour of publishing, 0–23, in the brand's time zone." }),
    posts: z.number().int().min(0).meta({ description: "The evidence: how many published deliveries of the history had an engagement rate in this slot (0 for a default slot without history)." }),
    engagements: z.number().int().min(0).meta({ description: "Their likes + comments + shares + saves (those that are values)." }),
    engagement_rate: z.number().min(0).nullable().meta({ description: "Their engagements / views (or reach), weighted; null when the slot has no rated post." }),
  })
  .meta({ id: "BestTimeSlot" });

export const bestTimesSchema = z
  .object({
    brand_id: z.string(),
    platform: platformSchema.nullable().meta({ description: "The platform filter; null: all platforms." }),
    time_zone: z.string().meta({ description: "The brand's time zone the weekdays and hours are in: its queue's, else UTC." }),
    source: z.enum(["history", "defaults"]).meta({
      description: `\`history\`: the slots with the best engagement rate among those with at least ${BEST_TIMES_MIN_SLOT_POSTS} rated posts. \`defaults\`: the history has fewer than ${BEST_TIMES_MIN_POSTS} rated posts (or fewer than ${BEST_TIMES_SLOTS} slots with enough of them), so Brandcast's general defaults are proposed.`,
    }),
    reason: z.string().meta({ description: "Why this source, in a sentence for people." }),
    history: z
      .object({
        from: z.string(),
        to: z.string(),
        rated_posts: z.number().int().min(0).meta({ description: "Published deliveries with an engagement rate in the history." }),
        min_posts: z.number().int().meta({ description: `The minimum for \`history\` (${BEST_TIMES_MIN_POSTS}).` }),
        min_slot_posts: z.number().int().meta({ description: `The rated posts a slot needs to be proposed (${BEST_TIMES_MIN_SLOT_POSTS}).` }),
      })
      .meta({ description: `The publishing days read: the last ${BEST_TIMES_HISTORY_DAYS} in the brand's time zone.` }),
    slots: z.array(bestTimeSlotSchema).meta({ description: "The proposed slots, best first, each with its evidence from the history." }),
  })
  .meta({ id: "BestTimes" });
export type BestTimes = z.infer<typeof bestTimesSchema>;
