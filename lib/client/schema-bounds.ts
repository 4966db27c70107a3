import type { z } from "zod";

/**
 * The `.max(n)` of an array schema. Zod keeps array bounds only in the schema's checks (strings
 * have `.maxLength`), so forms read them here instead of repeating the server's numbers.
 */
export function maxItemsOf(schema: z.ZodArray): number {
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check?: string; maximum?: number };
    if (def.check === "max_length" && typeof def.maximum === "number") return def.maximum;
  }
  throw new Error("maxItemsOf: the array schema has no .max()");
}

/** The `.max(n)` of a string schema. */
export function maxLengthOf(schema: z.ZodString): number {
  if (schema.maxLength === null) throw new Error("maxLengthOf: the string schema has no .max()");
  return schema.maxLength;
}
