import { connectionSignInEndpoints } from "@/lib/api/endpoints/connection-sign-in";
import { route } from "@/lib/api/route";
import { sessionIdOf } from "@/lib/connections/oauth/session-of";
import { startOAuthFlow } from "@/lib/connections/oauth/start-oauth-flow";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(connectionSignInEndpoints.authorize, async ({ caller, params, request }) =>
  startOAuthFlow(caller, await sessionIdOf(request), params.id, params.platform, request.url),
);

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
