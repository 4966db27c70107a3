import { queueEndpoints } from "@/lib/api/endpoints/queue";
import { route } from "@/lib/api/route";
import { getBrandQueue, setBrandQueue } from "@/lib/queue/brand-queue";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(queueEndpoints.get, async ({ caller, params }) => ({ queue: await getBrandQueue(caller, params.id) }));

export const PUT = route(queueEndpoints.put, async ({ caller, params, body }) => ({ queue: await setBrandQueue(caller, params.id, body) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods("GET", "PUT");
