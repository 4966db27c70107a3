import { isDeepStrictEqual } from "node:util";
import { z } from "@/lib/zod";

// OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod 4 emits, so the request and response
// schemas the routes validate with are the schemas the document shows. A schema given an id
// (`.meta({ id: "Post" })`) is one named component; zod writes it once under `$defs` and refers to
// it by `$ref` wherever it appears. The two readers below place those `$defs`.

export type JsonSchema = Record<string, unknown>;
export type Io = "input" | "output";

const DEFS = "#/$defs/";
const COMPONENTS = "#/components/schemas/";

function convert(schema: z.ZodType, io: Io): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** `value` with every `{ $ref: "#/$defs/<id>", ...siblings }` replaced by what `replace` makes of it. */
function mapRefs(value: unknown, replace: (id: string, siblings: JsonSchema) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, replace));
  if (value === null || typeof value !== "object") return value;
  const { $ref, ...rest } = value as JsonSchema;
  const mapped = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, mapRefs(item, replace)]));
  if (typeof $ref === "string" && $ref.startsWith(DEFS)) return replace($ref.slice(DEFS.length), mapped);
  return $ref === undefined ? mapped : { $ref, ...mapped };
}

/** The ids a schema refers to directly. */
function refsIn(value: unknown): string[] {
  const found: string[] = [];
  mapRefs(value, (id, siblings) => {
    found.push(id);
    return siblings;
  });
  return found;
}

/**
 * The JSON Schema of `schema` standing alone, every named part written out where it is used: an
 * MCP tool's input and output schemas, which clients read without a document around them (and
 * whose input is assembled from the properties of several schemas, so no `$defs` could follow).
 */
export function inlineSchema(schema: z.ZodType, io: Io): JsonSchema {
  const { $defs, ...root } = convert(schema, io);
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  const expand = (id: string, siblings: JsonSchema): unknown => ({ ...(mapRefs(defs[id], expand) as JsonSchema), ...siblings });
  return mapRefs(root, expand) as JsonSchema;
}

/**
 * The document's `components.schemas`, gathered while its operations are converted: each named
 * part becomes `components.schemas.<id>`, referred to by `$ref` from every operation, webhook and
 * other component that uses it. A part read as input can differ from the same part as output
 * (defaults are optional on the way in, unknown fields are not refused by a plain object): such a
 * part's input is its own component, `<id>Input`. Two different schemas under one name fail loudly.
 */
export class ComponentSchemas {
  readonly schemas: Record<string, JsonSchema> = {};

  /** `schema` as the document writes it: its named parts by `$ref` to components, added here. */
  add(schema: z.ZodType, io: Io): JsonSchema {
    const { $defs, ...root } = convert(schema, io);
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    // A part reads the same either way when the output conversion writes it identically.
    const asOutput = io === "input" && Object.keys(defs).length > 0 ? ((convert(schema, "output").$defs ?? {}) as Record<string, JsonSchema>) : defs;
    const invariant = (id: string): boolean => isDeepStrictEqual(defs[id], asOutput[id]) && refsIn(defs[id]).every(invariant);
    const nameOf = (id: string) => (io === "output" || invariant(id) ? id : `${id}Input`);
    const toComponent = (id: string, siblings: JsonSchema) => ({ $ref: `${COMPONENTS}${nameOf(id)}`, ...siblings });
    for (const [id, def] of Object.entries(defs)) this.put(nameOf(id), mapRefs(def, toComponent) as JsonSchema);
    return mapRefs(root, toComponent) as JsonSchema;
  }

  private put(name: string, schema: JsonSchema) {
    const known = this.schemas[name];
    if (known && !isDeepStrictEqual(known, schema)) throw new Error(`Two different schemas are named "${name}" in the OpenAPI document; give one another id.`);
    this.schemas[name] = schema;
  }
}
