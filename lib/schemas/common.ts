import { z } from "@/lib/zod";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { text } from "@/lib/schemas/text";

export const uuidSchema = z.uuid().meta({ id: "Uuid" });
export const dateTimeSchema = z.iso.datetime({ offset: true }).meta({ id: "DateTime" });
export const platformSchema = z.enum(PLATFORM_IDS).meta({ id: "Platform" });

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

export const MAX_URL_LENGTH = 2048;

// The length and the text first, then the scheme; whether an address may be fetched is decided
// by the code that fetches it (lib/net/), or for a post's image when it is given (lib/posts/).
export const httpUrlSchema = text({ max: MAX_URL_LENGTH })
  .pipe(z.url({ protocol: /^https?$/, error: "must be an http or https URL" }))
  .meta({ format: "uri" });

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const paginationOutputSchema = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const toIso = (date: Date | null): string | null => (date ? date.toISOString() : null);
