import { withApi } from "@/lib/api/with-api";
import { unschedulePost } from "@/lib/posts/unschedule-post";
import { toPostWithDeliveriesOutput } from "@/lib/schemas/post";

export const DELETE = withApi(async ({ caller, params }) => ({ post: toPostWithDeliveriesOutput(await unschedulePost(caller, params.id)) }), {
  scope: "schedule",
});
