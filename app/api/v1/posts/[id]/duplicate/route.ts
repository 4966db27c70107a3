import { postEndpoints } from "@/lib/api/endpoints/posts";
import { route } from "@/lib/api/route";
import { duplicatePost } from "@/lib/posts/duplicate-post";
import { toPostOutput } from "@/lib/posts/post-output";
import { mediaFieldsOf, missingMediaWarnings } from "@/lib/posts/media-requirement";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(postEndpoints.duplicate, async ({ caller, params }) => {
  const source = caller.authMethod === "session" ? "dashboard" : "api";
  const post = await duplicatePost(caller, params.id, source);
  return { post: toPostOutput(post), warnings: missingMediaWarnings(mediaFieldsOf(post)) };
});

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
