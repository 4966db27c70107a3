import { postEndpoints } from "@/lib/api/endpoints/posts";
import { route } from "@/lib/api/route";
import { scheduleWarnings } from "@/lib/connections/schedule-warnings";
import { schedulePost } from "@/lib/posts/schedule-post";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(postEndpoints.schedule, async ({ caller, body }) => {
  const scheduled = await schedulePost(caller, body);
  return { ...scheduled, warnings: await scheduleWarnings(caller.workspaceId, scheduled.post_id) };
});

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
