import { notificationEndpoints } from "@/lib/api/endpoints/notifications";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { markNotificationsRead } from "@/lib/notifications/mark-read";

export const POST = route(notificationEndpoints.markRead, async ({ caller, body }) => markNotificationsRead(caller, body));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
