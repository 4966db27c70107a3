import { postEndpoints } from "@/lib/api/endpoints/posts";
import { route } from "@/lib/api/route";
import { createPost } from "@/lib/posts/create-post";
import { listPosts } from "@/lib/posts/list-posts";
import { toPostOutput } from "@/lib/posts/post-output";
import { mediaFieldsOf, missingMediaWarnings } from "@/lib/posts/media-requirement";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(postEndpoints.list, async ({ caller, query }) => listPosts(caller, query));

export const POST = route(postEndpoints.create, async ({ caller, body }) => {
  const source = caller.authMethod === "session" ? "dashboard" : "api";
  const post = await createPost(caller, body, source);
  return { post: toPostOutput(post), warnings: missingMediaWarnings(mediaFieldsOf(post)) };
});

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
