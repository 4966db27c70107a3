import { withApi } from "@/lib/api/with-api";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { updatePost } from "@/lib/posts/update-post";
import { toPostWithDeliveriesOutput, updatePostSchema } from "@/lib/schemas/post";

export const GET = withApi(async ({ caller, params }) => ({ post: toPostWithDeliveriesOutput(await getPostOrThrow(caller, params.id)) }), {
  scope: "read",
});

export const PATCH = withApi(
  async ({ caller, params, body }) => ({ post: toPostWithDeliveriesOutput(await updatePost(caller, params.id, body)) }),
  { scope: "post", body: updatePostSchema },
);
