// A plausible example value for a JSON Schema as zod emits it (draft 2020-12), so that every
// operation of the document shows one without a hand-written copy that could drift. The
// document test checks each example against the zod schema it came from, and Redocly's lint
// checks it against the document (no-invalid-media-type-examples).

import { EXAMPLE_PLATFORMS } from "@/lib/platforms/registry";

type Schema = Record<string, unknown>;

const EXAMPLE_UUID = "3f6c1b7e-2a4d-4e8f-9b1c-5d7a2e9f0c41";
const EXAMPLE_TIME = "2026-12-01T09:30:00.000Z";

// Unconstrained strings read better when the example fits the field's name.
const BY_NAME: Array<[RegExp, string]> = [
  [/(^|_)id$/i, EXAMPLE_UUID],
  [/_at$/, EXAMPLE_TIME],
  [/^platform$/, EXAMPLE_PLATFORMS[0]],
  [/url$|^website$|^permalink$/, "https://brand.example/page"],
  [/^name$/, "Northwind Coffee"],
  [/prefix$/, "bcst_live_Ab3d"],
  [/^(text|content|message)$/, "Fresh roast, every morning. Come by before 9."],
  [/^time$/, "09:00"],
  [/^timezone$/, "Europe/Berlin"],
  [/hash$/, "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f"],
];

function matchesPattern(text: string, pattern: unknown): boolean {
  if (typeof pattern !== "string") return true;
  try {
    return new RegExp(pattern, "u").test(text);
  } catch {
    return true;
  }
}

function exampleString(schema: Schema, name = ""): string {
  if (!schema.format) {
    const hint = BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
    const candidates = [hint, "Fresh roast, every morning.", "example-value-1", "EXAMPLE1", "example"].filter((text): text is string => text !== undefined);
    const fitting = candidates.find((text) => matchesPattern(text, schema.pattern));
    if (hint && fitting === hint) return hint;
    if (schema.pattern && fitting) return fitting;
  }
  switch (schema.format) {
    case "uuid":
      return EXAMPLE_UUID;
    case "date-time":
      return EXAMPLE_TIME;
    case "date":
      return EXAMPLE_TIME.slice(0, 10);
    case "uri":
      return "https://brand.example/page";
    case "email":
      return "team@brand.example";
  }
  const min = typeof schema.minLength === "number" ? schema.minLength : 1;
  const text = "Fresh roast, every morning.";
  return text.length >= min ? text.slice(0, typeof schema.maxLength === "number" ? schema.maxLength : text.length) : text.padEnd(min, ".");
}

// zod writes the safe-integer range as the bounds of every int(); those say nothing.
const meaningful = (bound: unknown): number | undefined => (typeof bound === "number" && Math.abs(bound) < 2 ** 52 ? bound : undefined);

function exampleNumber(schema: Schema): number {
  const exclusive = meaningful(schema.exclusiveMinimum);
  const min = meaningful(schema.minimum) ?? (exclusive === undefined ? undefined : exclusive + 1);
  const max = meaningful(schema.maximum);
  const preferred = schema.type === "integer" ? 3 : 0.8;
  if (min !== undefined && min > preferred) return min;
  if (max !== undefined && max < preferred) return max;
  return min !== undefined && min > 0 && schema.type !== "integer" ? Math.max(min, preferred) : preferred;
}

/** An example of `schema`; `$ref`s are looked up in `components` (the document's components.schemas). */
export function exampleOf(schema: Schema, components: Record<string, Schema> = {}, name = ""): unknown {
  if (typeof schema.$ref === "string") return exampleOf(components[schema.$ref.split("/").pop()!] ?? {}, components, name);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return exampleOf(options.find((option) => option.type !== "null") ?? options[0], components, name);
  if (Array.isArray(schema.type)) {
    const type = (schema.type as string[]).find((name) => name !== "null") ?? "null";
    return exampleOf({ ...schema, type }, components, name);
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => exampleOf(part, components)));
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, exampleOf(property, components, key)]));
    }
    case "array": {
      const count = typeof schema.minItems === "number" ? Math.max(1, schema.minItems) : 1;
      const items = (schema.items ?? {}) as Schema;
      const singular = name.replace(/s$/, "");
      if (items.type === "string" && !items.format && !items.enum && !BY_NAME.some(([pattern]) => pattern.test(singular))) {
        return Array.from({ length: count }, (_, index) => `${exampleString(items)} ${index + 1}`.trim());
      }
      return Array.from({ length: count }, () => exampleOf(items, components, singular));
    }
    case "string":
      return exampleString(schema, name);
    case "integer":
    case "number":
      return exampleNumber(schema);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return {};
  }
}
