import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ComponentSchemas, inlineSchema } from "@/lib/openapi/json-schema";

// Ids of their own, so that nothing here touches the document's components.
const Thing = z.object({ name: z.string(), size: z.number().default(1) }).meta({ id: "TestThing" });
const Label = z.string().max(20).meta({ id: "TestLabel" });

describe("named schemas in the document", () => {
  it("writes a named part once, as a component, and refers to it wherever it appears", () => {
    const components = new ComponentSchemas();
    const first = components.add(z.object({ thing: Thing, label: Label.nullable() }), "output");
    const second = components.add(z.array(Thing), "output");
    expect(first.properties).toEqual({ thing: { $ref: "#/components/schemas/TestThing" }, label: { anyOf: [{ $ref: "#/components/schemas/TestLabel" }, { type: "null" }] } });
    expect(second).toEqual({ type: "array", items: { $ref: "#/components/schemas/TestThing" } });
    expect(components.schemas.TestThing).toMatchObject({ type: "object", required: ["name", "size"], additionalProperties: false });
    expect(components.schemas.TestLabel).toEqual({ type: "string", maxLength: 20 });
  });

  it("names a part's input on its own when it reads differently from its output; one that reads the same is shared", () => {
    const components = new ComponentSchemas();
    components.add(Thing, "output");
    const body = components.add(z.object({ thing: Thing, label: Label }), "input");
    expect(body.properties).toEqual({ thing: { $ref: "#/components/schemas/TestThingInput" }, label: { $ref: "#/components/schemas/TestLabel" } });
    // As input, `size` has a default and is not required; unknown fields are not refused.
    expect(components.schemas.TestThingInput).toMatchObject({ required: ["name"] });
    expect(components.schemas.TestThingInput).not.toHaveProperty("additionalProperties");
  });

  it("refuses two different schemas under one name", () => {
    const components = new ComponentSchemas();
    components.add(Thing, "output");
    const impostor = z.object({ other: z.boolean() }).meta({ id: "TestThing" });
    expect(() => components.add(impostor, "output")).toThrow('Two different schemas are named "TestThing"');
  });

  it("writes every part out in place for a schema that stands alone (an MCP tool's)", () => {
    const alone = inlineSchema(z.object({ thing: Thing.describe("The thing."), label: Label }), "output");
    expect(JSON.stringify(alone)).not.toContain("$ref");
    expect(alone).not.toHaveProperty("$defs");
    expect(alone.properties).toMatchObject({ thing: { type: "object", description: "The thing." }, label: { type: "string", maxLength: 20 } });
  });
});
