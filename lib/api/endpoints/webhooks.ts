import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { createWebhookSchema, updateWebhookSchema, webhookDeliverySchema, webhookSchema } from "@/lib/schemas/webhook";

const WEBHOOKS = "Webhook endpoints are the account's, for every brand: a key restricted to brands cannot manage them (403 brand_forbidden).";

// Webhook endpoints receive signed events (docs/api-decisions.md, "Webhooks"); managing them needs `admin`.
export const webhookEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/api/v1/webhooks",
    operationId: "createWebhook",
    summary: "Add a webhook endpoint; its signing secret is shown this once",
    description: `Events are POSTed to \`url\` as JSON, signed as the Standard Webhooks specification says (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\` with \`secret\`). The URL must be public http(s) on port 80 or 443. ${WEBHOOKS}`,
    auth: { kind: "scope", scope: "admin" },
    body: createWebhookSchema,
    data: z.object({ webhook: webhookSchema, secret: z.string() }),
    status: 201,
    errors: ["brand_forbidden"],
    oneTimeSecret: "secret",
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/v1/webhooks",
    operationId: "listWebhooks",
    summary: "List webhook endpoints, each with its last deliveries",
    description: WEBHOOKS,
    auth: { kind: "scope", scope: "admin" },
    data: z.object({ webhooks: z.array(webhookSchema) }),
    status: 200,
    errors: ["brand_forbidden"],
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/v1/webhooks/{id}",
    operationId: "updateWebhook",
    summary: "Change a webhook endpoint's URL or events, or enable (or disable) it",
    description: `An endpoint whose deliveries kept failing for about a day is disabled; \`enabled: true\` turns it back on. ${WEBHOOKS}`,
    auth: { kind: "scope", scope: "admin" },
    params: idParams,
    body: updateWebhookSchema,
    data: z.object({ webhook: webhookSchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/v1/webhooks/{id}",
    operationId: "deleteWebhook",
    summary: "Delete a webhook endpoint (events waiting for it are dropped)",
    description: WEBHOOKS,
    auth: { kind: "scope", scope: "admin" },
    params: idParams,
    data: z.object({ deleted: z.boolean(), id: z.string() }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
  test: defineEndpoint({
    method: "POST",
    path: "/api/v1/webhooks/{id}/test",
    operationId: "sendWebhookTestEvent",
    summary: "Send a webhook.test event to an endpoint now, and see how it answered",
    description: `Sent once, signed like every event, also to a disabled endpoint; the delivery (status, response code, latency) is returned and kept among its deliveries. ${WEBHOOKS}`,
    auth: { kind: "scope", scope: "admin" },
    params: idParams,
    data: z.object({ delivery: webhookDeliverySchema }),
    status: 200,
    errors: ["brand_forbidden", "not_found"],
  }),
};
