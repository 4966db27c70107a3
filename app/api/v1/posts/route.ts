import { withApi } from "@/lib/api/with-api";
import { createPost } from "@/lib/posts/create-post";
import { listPosts } from "@/lib/posts/list-posts";
import { createPostSchema, listPostsQuerySchema, toPostOutput } from "@/lib/schemas/post";

export const GET = withApi(async ({ caller, query }) => listPosts(caller, query), { scope: "read", query: listPostsQuerySchema });

export const POST = withApi(
  async ({ caller, body }) => {
    const source = caller.authMethod === "session" ? "dashboard" : "api";
    return { post: toPostOutput(await createPost(caller, body, source)) };
  },
  { scope: "post", body: createPostSchema }, // SPEC.md: 200, not 201
);
