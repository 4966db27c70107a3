import { connectionSignInEndpoints } from "@/lib/api/endpoints/connection-sign-in";
import { route } from "@/lib/api/route";
import { signInOptions } from "@/lib/connections/oauth/sign-in-options";
import { otherMethods } from "@/lib/api/other-methods";

export const GET = route(connectionSignInEndpoints.options, async ({ request }) => ({ platforms: signInOptions(request.url) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
