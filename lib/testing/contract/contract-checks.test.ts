import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { route } from "@/lib/api/route";
import { ApiError } from "@/lib/errors";
import { makeRequest, readJson } from "@/lib/testing";
import { captureLog, type CapturedLog } from "@/lib/testing/capture-log";
import { withoutContractChecks } from "@/lib/testing/contract/contract-checks";
import { documentChecker } from "@/lib/testing/contract/document-checker";
import { findExtraField } from "@/lib/testing/contract/extra-fields";

// Anonymous, so that no database is needed: only the respond step is under test.
const cardEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/cards/{id}",
  summary: "Test only",
  auth: { kind: "anonymous" },
  data: z.object({ card: z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) }) }),
  status: 200,
  errors: ["brand_forbidden"],
});

/** A route for cardEndpoint whose handler answers whatever `answer` gives (the cast is the point: a broken handler). */
function cardRoute(answer: () => unknown) {
  return route(cardEndpoint, async () => answer() as z.output<typeof cardEndpoint.data>);
}

async function call(answer: () => unknown) {
  const response = await cardRoute(answer)(makeRequest("GET", "/api/v1/cards/1"));
  return { status: response.status, body: await readJson(response) };
}

describe("contract checks (registered by vitest's setup, lib/testing/contract/vitest-setup.ts)", () => {
  let logs: CapturedLog;
  beforeEach(() => {
    logs = captureLog();
  });
  afterEach(() => {
    logs.restore();
  });
  const logged = (text: string) => logs.lines().some((line) => String(line.msg).includes(text) && line.level === "error");

  it("are on under vitest without any switch in the environment (production has no way to turn them on)", async () => {
    expect(process.env.API_CONTRACT_CHECKS).toBeUndefined();
    expect((await call(() => ({ card: { id: "c1", tags: [], extra: true } }))).status).toBe(500);
  });

  it("let a declared answer through unchanged", async () => {
    const res = await call(() => ({ card: { id: "c1", tags: [{ name: "a" }] } }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ card: { id: "c1", tags: [{ name: "a" }] } });
  });

  it("turn an undeclared field, however deep, into a 500 naming the endpoint and the field, logged", async () => {
    const res = await call(() => ({ card: { id: "c1", tags: [{ name: "a" }, { name: "b", password_hash: "x" }] } }));
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe("internal_error");
    expect(res.body.error.message).toContain("GET /api/v1/cards/{id}");
    expect(res.body.error.message).toContain("data.card.tags[1].password_hash");
    expect(logged("data.card.tags[1].password_hash")).toBe(true);
  });

  it("turn a missing or mistyped field into a 500 naming it", async () => {
    const missing = await call(() => ({ card: { tags: [] } }));
    expect(missing.status).toBe(500);
    expect(missing.body.error.message).toContain("data.card.id");
    const mistyped = await call(() => ({ card: { id: 7, tags: [] } }));
    expect(mistyped.body.error.message).toContain("data.card.id");
  });

  it("check data as the client receives it: a Date becomes a string, an undefined field vanishes", async () => {
    const dated = await call(() => ({ card: { id: new Date(0), tags: [], note: undefined } }));
    expect(dated.status).toBe(200);
    expect(dated.body.data.card.id).toBe("1970-01-01T00:00:00.000Z");
  });

  it("let a declared or implied error through, and turn an undeclared code into a 500 naming it", async () => {
    const declared = await call(() => {
      throw new ApiError("brand_forbidden", "Not this brand.");
    });
    expect(declared.status).toBe(403);
    expect(declared.body.error).toEqual({ code: "brand_forbidden", message: "Not this brand.", doc_url: "/docs/errors#brand_forbidden" });
    const internal = await call(() => {
      throw new Error("boom");
    });
    expect(internal.body.error.code).toBe("internal_error");

    const undeclared = await call(() => {
      throw new ApiError("post_not_editable", "Cannot edit.");
    });
    expect(undeclared.status).toBe(500);
    expect(undeclared.body.error.message).toContain("GET /api/v1/cards/{id}");
    expect(undeclared.body.error.message).toContain('"post_not_editable"');
    expect(logged('"post_not_editable"')).toBe(true);
  });

  it("check nothing when they are not registered, as in production", async () => {
    await withoutContractChecks(async () => {
      const res = await call(() => ({ card: { id: "c1", tags: [], extra: true } }));
      expect(res.status).toBe(200);
      const undeclared = await call(() => {
        throw new ApiError("post_not_editable", "Cannot edit.");
      });
      expect(undeclared.status).toBe(400);
    });
    // On again afterwards.
    expect((await call(() => ({ card: { id: "c1", tags: [], extra: true } }))).status).toBe(500);
  });
});

describe("findExtraField", () => {
  it("names the first key the parsed output lacks, through objects and arrays", () => {
    expect(findExtraField({ a: 1 }, { a: 1 }, "data")).toBeNull();
    expect(findExtraField({ a: { b: 1, c: 2 } }, { a: { b: 1 } }, "data")).toBe("data.a.c");
    expect(findExtraField({ list: [{ x: 1 }, { x: 1, y: 2 }] }, { list: [{ x: 1 }, { x: 1 }] }, "data")).toBe("data.list[1].y");
    expect(findExtraField([1, 2], [1, 2], "data")).toBeNull();
  });
});

describe("documentChecker: answers against an OpenAPI document, as a generated client reads them", () => {
  const card = { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false };
  const checker = documentChecker({
    paths: {
      "/cards/{id}": { get: { responses: { "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Card" } } } }, "404": {} } } },
      "/cards/latest": { get: { responses: { "200": {} } } },
    },
    components: { schemas: { Card: card } },
  });

  it("finds the document's path for a concrete one, a literal segment before a parameter, and none for another method", () => {
    expect(checker.pathOf("GET", "/cards/c1")).toBe("/cards/{id}");
    expect(checker.pathOf("GET", "/cards/latest")).toBe("/cards/latest");
    expect(checker.pathOf("GET", "/cards/c1/tags")).toBeNull();
    expect(checker.pathOf("DELETE", "/cards/c1")).toBeNull();
  });

  it("lets a described answer through and names a status it does not list, a missing field or one it does not have", () => {
    expect(checker.breach("GET /cards/c1", "GET", "/cards/{id}", 200, { id: "c1" })).toBeNull();
    expect(checker.breach("GET /cards/c1", "GET", "/cards/{id}", 404, undefined)).toBeNull();
    expect(checker.breach("GET /cards/c1", "GET", "/cards/{id}", 409, {})).toBe(
      "Contract check: GET /cards/c1 answered status 409, which the OpenAPI document does not list (it lists 200, 404).",
    );
    expect(checker.breach("GET /cards/c1", "GET", "/cards/{id}", 200, {})).toMatch(/answered a 200 body the OpenAPI document does not describe: body must have required property 'id'/);
    expect(checker.breach("GET /cards/c1", "GET", "/cards/{id}", 200, { id: "c1", secret: "x" })).toMatch(/must NOT have additional properties \(secret\)/);
  });
});
