import { connectionSignInEndpoints } from "@/lib/api/endpoints/connection-sign-in";
import { route } from "@/lib/api/route";
import { completeOAuthFlow } from "@/lib/connections/oauth/complete-oauth-flow";
import { sessionIdOf } from "@/lib/connections/oauth/session-of";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(connectionSignInEndpoints.callback, async ({ caller, body, request }) => completeOAuthFlow(caller, await sessionIdOf(request), body));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
