import { notificationEndpoints } from "@/lib/api/endpoints/notifications";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/notifications/preferences";

export const GET = route(notificationEndpoints.getPreferences, async ({ caller }) => ({ preferences: await getNotificationPreferences(caller) }));

export const PUT = route(notificationEndpoints.updatePreferences, async ({ caller, body }) => ({ preferences: await updateNotificationPreferences(caller, body) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods("GET", "PUT");
