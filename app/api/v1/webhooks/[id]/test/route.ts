import { webhookEndpoints } from "@/lib/api/endpoints/webhooks";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";

export const POST = route(webhookEndpoints.test, async ({ caller, params }) => sendTestEvent(caller, params.id));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
