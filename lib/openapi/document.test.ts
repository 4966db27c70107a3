import { describe, expect, it } from "vitest";
import { endpointName } from "@/lib/api/endpoint";
import { API_V1_BASE, API_V1_ENDPOINTS } from "@/lib/api/endpoints";
import { possibleErrors } from "@/lib/api/possible-errors";
import { ERROR_STATUS } from "@/lib/errors";
import { openApiDocument } from "@/lib/openapi/document";

describe("the OpenAPI document is the declarations", () => {
  const document = openApiDocument("http://localhost:3000/api/v1");
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${API_V1_BASE}${path}`));

  it("has exactly one operation per /api/v1 declaration", () => {
    expect(operations.sort()).toEqual(API_V1_ENDPOINTS.map(endpointName).sort());
  });

  it.each(API_V1_ENDPOINTS.map((endpoint) => [endpointName(endpoint), endpoint] as const))("%s: its success status and exactly the statuses of its possible errors", (_name, endpoint) => {
    const operation = document.paths[endpoint.path.slice(API_V1_BASE.length)][endpoint.method.toLowerCase()] as {
      responses: Record<string, { description: string }>;
      parameters: { name: string; in: string }[];
    };
    const errorStatuses = new Set([...possibleErrors(endpoint)].map((code) => String(ERROR_STATUS[code])));
    expect(Object.keys(operation.responses).sort()).toEqual([String(endpoint.status), ...errorStatuses].sort());
    for (const code of possibleErrors(endpoint)) expect(operation.responses[String(ERROR_STATUS[code])].description).toContain(code);
    const pathParams = operation.parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
    expect(pathParams).toEqual(Object.keys(endpoint.params?.shape ?? {}));
  });
});

describe("the OpenAPI document is what tools accept", () => {
  const document = openApiDocument("/api/v1");
  type Operation = { operationId: string; security: unknown[]; responses: Record<string, any>; parameters: any[] };
  const operations = API_V1_ENDPOINTS.map((endpoint) => ({
    endpoint,
    operation: (document.paths[endpoint.path.slice(API_V1_BASE.length)] as Record<string, Operation>)[endpoint.method.toLowerCase()],
  }));

  it("every operation has a unique operationId and a security requirement", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) expect(operation.security.length).toBeGreaterThan(0);
  });

  it.each(operations.map(({ endpoint, operation }) => [endpointName(endpoint), endpoint, operation] as const))(
    "%s: its success example is data the declaration allows, and every error response refers to the one error envelope",
    (_name, endpoint, operation) => {
      const success = operation.responses[String(endpoint.status)].content["application/json"];
      expect(endpoint.data.safeParse(success.examples.success.value.data).success).toBe(true);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === String(endpoint.status)) continue;
        expect(response.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
        expect(Object.keys(response.content["application/json"].examples).length).toBeGreaterThan(0);
      }
    },
  );

  it("documents Idempotency-Key on every POST with a JSON body, and only there", () => {
    for (const { endpoint, operation } of operations) {
      const documented = operation.parameters.some((parameter) => parameter.$ref === "#/components/parameters/IdempotencyKey");
      expect(documented, endpointName(endpoint)).toBe(endpoint.method === "POST" && !endpoint.multipart);
    }
  });

  it("stays small: shared parts are components, not copies", () => {
    expect(JSON.stringify(document).length).toBeLessThan(300_000);
  });
});
