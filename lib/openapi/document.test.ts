import { describe, expect, it } from "vitest";
import { endpointName } from "@/lib/api/endpoint";
import { API_V1_BASE, API_V1_ENDPOINTS } from "@/lib/api/endpoints";
import { possibleErrors } from "@/lib/api/possible-errors";
import { ERROR_STATUS } from "@/lib/errors";
import { openApiDocument } from "@/lib/openapi/document";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from "@/lib/schemas/webhook-events";

/** A response as a reader sees it: an error response is a component the operation refers to. */
function resolved(document: ReturnType<typeof openApiDocument>, response: { $ref?: string }): any {
  return response.$ref ? (document.components.responses as Record<string, unknown>)[response.$ref.replace("#/components/responses/", "")] : response;
}

describe("the OpenAPI document is the declarations", () => {
  const document = openApiDocument("http://localhost:3000/api/v1");
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${API_V1_BASE}${path}`));

  it("has exactly one operation per /api/v1 declaration", () => {
    expect(operations.sort()).toEqual(API_V1_ENDPOINTS.map(endpointName).sort());
  });

  it.each(API_V1_ENDPOINTS.map((endpoint) => [endpointName(endpoint), endpoint] as const))("%s: its success status and exactly the statuses of its possible errors", (_name, endpoint) => {
    const operation = document.paths[endpoint.path.slice(API_V1_BASE.length)][endpoint.method.toLowerCase()] as {
      responses: Record<string, { $ref?: string; description?: string }>;
      parameters: { name: string; in: string }[];
    };
    const errorStatuses = new Set([...possibleErrors(endpoint)].map((code) => String(ERROR_STATUS[code])));
    expect(Object.keys(operation.responses).sort()).toEqual([String(endpoint.status), ...errorStatuses].sort());
    for (const code of possibleErrors(endpoint)) expect(resolved(document, operation.responses[String(ERROR_STATUS[code])]).description).toContain(code);
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
      for (const [status, listed] of Object.entries(operation.responses)) {
        if (status === String(endpoint.status)) continue;
        const response = resolved(document, listed);
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
    // 266 KB for 40 operations (6.6 KB each) when every schema and error response was written out
    // in each operation; per operation, so that new endpoints do not move the bound.
    expect(JSON.stringify(document).length / API_V1_ENDPOINTS.length).toBeLessThan(5_000);
  });
});

describe("the OpenAPI document names each resource once", () => {
  const document = openApiDocument("/api/v1");
  const schemas = document.components.schemas as Record<string, any>;
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const successData = (path: string, method: string) => (document.paths[path] as Record<string, any>)[method].responses[method === "post" && path === "/api-keys" ? "201" : "200"].content["application/json"].schema.properties.data;

  it("has a component per resource, each referred to where the resource appears", () => {
    for (const name of ["Post", "PostWithDeliveries", "Brand", "BrandVoice", "ApiKey", "ApiKeyWithSecret", "Media", "WebhookEndpoint", "Connection", "Error", "ErrorEnvelope", "Meta", "Platform"]) {
      expect(schemas[name], name).toBeDefined();
    }
    expect(successData("/posts", "get").properties.posts.items).toEqual(ref("Post"));
    expect(successData("/posts/{id}", "get").properties.post).toEqual(ref("PostWithDeliveries"));
    expect(successData("/brands", "get").properties.brands.items).toEqual(ref("Brand"));
    expect(successData("/brands/{id}/voice", "get").properties.voice).toEqual(ref("BrandVoice"));
    expect(successData("/api-keys", "get").properties.keys.items).toEqual(ref("ApiKey"));
    expect(successData("/api-keys", "post")).toEqual(ref("ApiKeyWithSecret"));
    expect(schemas.Error.properties.code).toEqual(ref("ErrorCode"));
    expect(schemas.PostWithDeliveries.properties.deliveries.items).toEqual(ref("Delivery"));
  });

  it("writes no schema twice: every $ref resolves, and no component's body appears again inline", () => {
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g)) expect(schemas[name], name).toBeDefined();
    for (const [name, schema] of Object.entries(schemas)) {
      const body = JSON.stringify(schema);
      expect(text.split(body).length - 1, name).toBe(1);
    }
  });

  it("publishes every webhook event with its payload schema and the signature headers", () => {
    const webhooks = document.webhooks as Record<string, any>;
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].sort());
    expect(webhooks["post.published"].post.requestBody.content["application/json"].schema).toEqual(ref("PostEvent"));
    expect(webhooks["delivery.failed"].post.requestBody.content["application/json"].schema).toEqual(ref("DeliveryFailedEvent"));
    expect(webhooks[TEST_EVENT_TYPE].post.requestBody.content["application/json"].schema).toEqual(ref("TestEvent"));
    expect(schemas.PostEvent.properties.data.properties.post).toEqual(ref("PostWithDeliveries"));
    for (const [type, webhook] of Object.entries(webhooks)) {
      const headers = webhook.post.parameters.map((parameter: { $ref: string }) => parameter.$ref.split("/").pop());
      expect(headers, type).toEqual(["WebhookId", "WebhookTimestamp", "WebhookSignature"]);
    }
  });
});
