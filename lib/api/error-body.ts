import { z } from "@/lib/zod";
import { errorCodeSchema } from "@/lib/errors";

/** One entry of `error.details` (ErrorDetail in lib/errors.ts). */
export const errorDetailSchema = z.object({
  field: z.string().describe("The offending field: `content`, `platforms[1]`, `body` for the body as a whole."),
  platform: z.string().optional().describe("The platform whose limit was passed."),
  limit: z.number().optional().describe("The limit, in the unit the message names."),
  actual: z.number().optional().describe("The value or count that passed it."),
});

/** The `error` object of every failure. `details` is on every 400 (docs/api-decisions.md). */
export const errorObjectSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});

export const errorMetaSchema = z.object({
  request_id: z.string(),
  timestamp: z.string(),
  auth_method: z.enum(["api_key", "session"]).optional(),
  rate_limit: z.object({ remaining_rpm: z.number().int(), remaining_rpd: z.number().int(), reset_at: z.string() }).optional(),
});

/** `{ ok: false, error, meta }`: the body of every error answer under /api/v1 and of sign-up. */
export const errorBodySchema = z.strictObject({ ok: z.literal(false), error: errorObjectSchema.strict(), meta: errorMetaSchema.strict() });
