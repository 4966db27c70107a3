import { z } from "@/lib/zod";

/**
 * The JSON Schema a model is sent for its answer, derived from the zod schema that checks the
 * answer, so the two cannot drift. It describes what the model writes, the check's input (before
 * any transform). Two rules of OpenAI's strict structured outputs shape it:
 * - every object is closed (`additionalProperties: false`): the checks themselves use z.object,
 *   which drops an extra key the model adds rather than failing the answer over it;
 * - an integer carries no bounds: zod's int() stays within safe integers, which the check still
 *   enforces, and the model is not shown bounds it never was.
 */
export function modelJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: "input",
    override: ({ jsonSchema: node }) => {
      if (node.type === "object" && node.additionalProperties === undefined) node.additionalProperties = false;
      if (node.type === "integer" && node.minimum === Number.MIN_SAFE_INTEGER && node.maximum === Number.MAX_SAFE_INTEGER) {
        delete node.minimum;
        delete node.maximum;
      }
    },
  }) as Record<string, unknown>;
  return jsonSchema;
}
