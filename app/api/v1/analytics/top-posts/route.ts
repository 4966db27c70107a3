import { analyticsEndpoints } from "@/lib/api/endpoints/analytics";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { readTopPosts } from "@/lib/analytics/read-top-posts";

export const GET = route(analyticsEndpoints.topPosts, async ({ caller, query }) => ({ top_posts: await readTopPosts(caller, query) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
