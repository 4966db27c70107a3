import { postEndpoints } from "@/lib/api/endpoints/posts";
import { route } from "@/lib/api/route";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { updatePost } from "@/lib/posts/update-post";
import { deletePost } from "@/lib/posts/delete-post";
import { toPostWithDeliveriesOutput } from "@/lib/posts/post-output";
import { mediaFieldsOf, missingMediaWarnings } from "@/lib/posts/media-requirement";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(postEndpoints.get, async ({ caller, params }) => ({
  post: toPostWithDeliveriesOutput(await getPostOrThrow(caller, params.id)),
}));

export const PATCH = route(postEndpoints.update, async ({ caller, params, body }) => {
  const post = await updatePost(caller, params.id, body);
  return { post: toPostWithDeliveriesOutput(post), warnings: missingMediaWarnings(mediaFieldsOf(post)) };
});

export const DELETE = route(postEndpoints.remove, async ({ caller, params }) => ({ post: await deletePost(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT } = otherMethods("GET", "PATCH", "DELETE");
