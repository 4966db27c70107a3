import { webhookEndpoints } from "@/lib/api/endpoints/webhooks";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { deleteWebhookEndpoint, updateWebhookEndpoint } from "@/lib/webhooks/webhook-endpoints";

export const PATCH = route(webhookEndpoints.update, async ({ caller, params, body }) => ({ webhook: await updateWebhookEndpoint(caller, params.id, body) }));

export const DELETE = route(webhookEndpoints.remove, async ({ caller, params }) => deleteWebhookEndpoint(caller, params.id));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, POST, PUT } = otherMethods("PATCH", "DELETE");
