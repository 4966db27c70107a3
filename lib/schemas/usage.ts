import { z } from "@/lib/zod";

export const usageQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });

export const usageReportSchema = z
  .object({
    days: z.array(z.string()),
    series: z.array(
      z.object({
        key_id: z.string().nullable(),
        name: z.string(),
        key_prefix: z.string().nullable(),
        revoked: z.boolean(),
        requests: z.array(z.number().int()),
        generations: z.array(z.number().int()),
      }),
    ),
  })
  .meta({ id: "UsageReport" });
