import { describe, expect, it } from "vitest";
import { jsonShapeProblem, MAX_NESTING, MAX_OBJECT_FIELDS } from "@/lib/api/json-shape";

describe("jsonShapeProblem", () => {
  it("passes every body the API accepts, and strings full of colons and braces", () => {
    expect(jsonShapeProblem(JSON.stringify({ content: "a: {b: [c]} \\\" :::", platforms: ["x"], nested: { a: [{ b: 1 }] } }))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify({ list: Array.from({ length: 10_000 }, (_, i) => i) }))).toBeNull();
  });

  it("refuses an object with more fields than the bound, at any depth", () => {
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    expect(jsonShapeProblem(JSON.stringify(fields(MAX_OBJECT_FIELDS)))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify(fields(MAX_OBJECT_FIELDS + 1)))).toBe(`The request body has an object with more than ${MAX_OBJECT_FIELDS} fields.`);
    expect(jsonShapeProblem(JSON.stringify({ a: [{ b: fields(50_000) }] }))).toContain("more than");
    // Many small objects are fine: the count is per object.
    expect(jsonShapeProblem(JSON.stringify(Array.from({ length: 1_000 }, () => fields(5))))).toBeNull();
  });

  it("refuses nesting deeper than the bound", () => {
    expect(jsonShapeProblem(`${"[".repeat(MAX_NESTING)}${"]".repeat(MAX_NESTING)}`)).toBeNull();
    expect(jsonShapeProblem(`${"[".repeat(100_000)}${"]".repeat(100_000)}`)).toBe(`The request body nests deeper than ${MAX_NESTING} levels.`);
  });

  it("finds nothing wrong with a 1 MB body of one long string", () => {
    expect(jsonShapeProblem(JSON.stringify({ content: "x".repeat(1_000_000) }))).toBeNull();
  });
});
