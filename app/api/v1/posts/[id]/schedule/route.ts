import { postEndpoints } from "@/lib/api/endpoints/posts";
import { route } from "@/lib/api/route";
import { unschedulePost } from "@/lib/posts/unschedule-post";
import { toPostWithDeliveriesOutput } from "@/lib/posts/post-output";
import { otherMethods } from "@/lib/api/other-methods";

export const DELETE = route(postEndpoints.unschedule, async ({ caller, params }) => ({
  post: toPostWithDeliveriesOutput(await unschedulePost(caller, params.id)),
}));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods("DELETE");
