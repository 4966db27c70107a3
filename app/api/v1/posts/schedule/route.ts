import { withApi } from "@/lib/api/with-api";
import { schedulePost } from "@/lib/posts/schedule-post";
import { schedulePostSchema } from "@/lib/schemas/schedule";

export const POST = withApi(async ({ caller, body }) => schedulePost(caller, body), { scope: "schedule", body: schedulePostSchema });
