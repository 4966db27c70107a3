import { postEndpoints } from "@/lib/api/endpoints/posts";
import { route } from "@/lib/api/route";
import { requireScope } from "@/lib/auth/require-scope";
import { bulkPosts } from "@/lib/posts/bulk-posts";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(postEndpoints.bulk, async ({ caller, body }) => {
  requireScope(caller, postEndpoints.bulk.auth.scopes[body.action]);
  return bulkPosts(caller, body);
});

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
