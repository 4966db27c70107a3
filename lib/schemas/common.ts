import { z } from "zod";
import { PLATFORM_IDS } from "@/lib/platforms/ids";

export const uuidSchema = z.uuid();
export const dateTimeSchema = z.iso.datetime({ offset: true });
export const platformSchema = z.enum(PLATFORM_IDS);

/** A list without repeats; the message names the repeated value. */
export function uniqueList<T extends z.ZodType<string>>(item: T) {
  return z.array(item).superRefine((values, ctx) => {
    const seen = new Set<string>();
    for (const [index, value] of values.entries()) {
      if (seen.has(value)) ctx.addIssue({ code: "custom", message: `duplicate value "${value}"`, path: [index] });
      seen.add(value);
    }
  });
}

export const platformListSchema = uniqueList(platformSchema).min(1, "at least one platform is required");

// Only the scheme is checked here; whether an address may be fetched is decided at
// connect time by the code that fetches it.
export const httpUrlSchema = z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).max(2048);

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const paginationOutputSchema = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const toIso = (date: Date | null): string | null => (date ? date.toISOString() : null);
