import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { connectionParams } from "@/lib/api/endpoints/path-params";
import { authorizeResultSchema, oauthCallbackBodySchema, oauthChooseBodySchema, oauthOutcomeSchema, signInOptionSchema } from "@/lib/schemas/connection-oauth";

// "Connect with <platform>" (lib/connections/oauth/). The three steps of a sign-in are for a
// signed-in browser only: its `state` is bound to that session, and the person signing in at
// the platform is the one using it. Which platforms can sign in is readable by an admin key.
export const connectionSignInEndpoints = {
  options: defineEndpoint({
    method: "GET",
    path: "/api/v1/connections/platforms",
    summary: "How each platform connects on this server: its own sign-in (configured or not, and what to set) or Bluesky's app password",
    auth: { kind: "scope", scope: "admin" },
    data: z.object({ platforms: z.array(signInOptionSchema) }),
    status: 200,
    errors: [],
  }),
  authorize: defineEndpoint({
    method: "POST",
    path: "/api/v1/brands/{id}/connections/{platform}/authorize",
    summary: "Start connecting a brand's account with the platform's own sign-in: the URL to send the browser to",
    description:
      "The answer's authorize_url is the platform's sign-in page, with a one-time state bound to this browser session (and a PKCE challenge where the platform uses PKCE). The platform sends the browser back to redirect_uri, whose page completes the sign-in with POST /connections/oauth/callback. 400 when the platform has no sign-in (Bluesky) or it is not configured on the server.",
    auth: { kind: "session" },
    params: connectionParams,
    data: authorizeResultSchema,
    status: 200,
    errors: ["invalid_request", "not_found"],
  }),
  callback: defineEndpoint({
    method: "POST",
    path: "/api/v1/connections/oauth/callback",
    summary: "Complete a sign-in with what the platform's redirect brought back (state, code or error)",
    description:
      "status connected: the connection is saved. status choose: pick one of choices (a Facebook Page, an Instagram account, a Google location, LinkedIn member or organisation) with POST /connections/oauth/choose. status failed: the platform refused or the person cancelled; message says why. 400 when the state is unknown, used, expired or from another session.",
    auth: { kind: "session" },
    body: oauthCallbackBodySchema,
    data: oauthOutcomeSchema,
    status: 200,
    errors: ["invalid_request", "not_found"],
  }),
  choose: defineEndpoint({
    method: "POST",
    path: "/api/v1/connections/oauth/choose",
    summary: "Connect the account chosen among those a sign-in offered",
    auth: { kind: "session" },
    body: oauthChooseBodySchema,
    data: oauthOutcomeSchema,
    status: 200,
    errors: ["invalid_request", "not_found"],
  }),
};
