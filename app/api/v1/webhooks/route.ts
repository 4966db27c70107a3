import { webhookEndpoints } from "@/lib/api/endpoints/webhooks";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/webhooks/webhook-endpoints";

export const GET = route(webhookEndpoints.list, async ({ caller }) => ({ webhooks: await listWebhookEndpoints(caller) }));

export const POST = route(webhookEndpoints.create, async ({ caller, body }) => createWebhookEndpoint(caller, body));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
