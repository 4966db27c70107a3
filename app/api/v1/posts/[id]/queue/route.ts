import { queueEndpoints } from "@/lib/api/endpoints/queue";
import { route } from "@/lib/api/route";
import { queuePost } from "@/lib/queue/queue-post";
import { toPostWithDeliveriesOutput } from "@/lib/posts/post-output";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(queueEndpoints.add, async ({ caller, params }) => {
  const { post, jobId } = await queuePost(caller, params.id);
  return { post: toPostWithDeliveriesOutput(post), job_id: jobId };
});

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
