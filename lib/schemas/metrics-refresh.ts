import { z } from "@/lib/zod";
import { platformSchema } from "@/lib/schemas/common";

export const metricsRefreshSchema = z
  .object({
    post_id: z.string(),
    deliveries: z
      .array(
        z.object({
          platform: platformSchema,
          delivery_id: z.string(),
          refreshed: z.boolean().meta({ description: "True: due now. False: it is waiting out the platform's Retry-After or a failure, or being read right now; left as it was." }),
          next_snapshot_at: z.string().nullable().meta({ description: "When the next snapshot is due now." }),
        }),
      )
      .meta({ description: "Each live delivery with a metrics schedule; empty for a draft, a sandbox post or a post still to go out." }),
  })
  .meta({ id: "MetricsRefresh" });

export type MetricsRefreshOutput = z.infer<typeof metricsRefreshSchema>;
