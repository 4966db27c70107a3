import { withApi } from "@/lib/api/with-api";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { toPostWithDeliveriesOutput } from "@/lib/schemas/post";

export const GET = withApi(async ({ caller, params }) => ({ post: toPostWithDeliveriesOutput(await getPostOrThrow(caller, params.id)) }), {
  scope: "read",
});
