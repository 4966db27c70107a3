import { notificationEndpoints } from "@/lib/api/endpoints/notifications";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const GET = route(notificationEndpoints.list, async ({ caller, query }) => listNotifications(caller, query));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
