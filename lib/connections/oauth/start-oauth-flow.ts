import { randomBytes } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { requireKeyRing } from "@/lib/sealing/key-ring";
import { insertFlow } from "@/lib/connections/oauth/flow-store";
import { oauthRedirectUri } from "@/lib/connections/oauth/redirect-uri";
import { invalidRequest, notFound } from "@/lib/errors";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { appCredentialsOf } from "@/lib/platforms/oauth-kit/app-credentials";
import { createPkcePair } from "@/lib/platforms/oauth-kit/pkce";
import { oauthConnectorFor } from "@/lib/platforms/oauth-connectors";
import { platformRule } from "@/lib/platforms/registry";

/**
 * POST /brands/{id}/connections/{platform}/authorize: the platform's sign-in URL for this brand.
 * The `state` in it is random, stored only as a hash, bound to the caller's browser session and
 * good for one callback; the PKCE verifier (where the platform uses PKCE) stays on the server.
 */
export async function startOAuthFlow(caller: Caller, sessionId: string, brandId: string, platform: string, requestUrl: string) {
  await getBrandOrThrow(caller, brandId);
  if (!(PLATFORM_IDS as readonly string[]).includes(platform)) throw notFound("Platform");
  const id = platform as PlatformId;
  const label = platformRule(id).label;
  const connector = oauthConnectorFor(id);
  const details = [{ field: "platform", platform: id }];
  if (!connector) throw invalidRequest(`${label} connects with a handle and an app password, not a sign-in: POST /api/v1/brands/{id}/connections.`, details);
  if (!appCredentialsOf(connector)) {
    throw invalidRequest(
      `Sign-in with ${label} is not configured on this server: set ${connector.appVariables.join(" and ")}. Until then, connect with a token (POST /api/v1/brands/{id}/connections).`,
      details,
    );
  }
  const ring = requireKeyRing();
  const state = randomBytes(32).toString("base64url");
  const pkce = connector.pkce ? createPkcePair() : null;
  const redirectUri = oauthRedirectUri(requestUrl);
  const authorizeUrl = connector.authorizeUrl({ state, redirectUri, codeChallenge: pkce?.challenge ?? null });
  const flow = await insertFlow({ userId: caller.userId, sessionId, state, brandId, platform: id, redirectUri, secret: { verifier: pkce?.verifier ?? null }, ring });
  return { platform: id, brand_id: brandId, authorize_url: authorizeUrl, redirect_uri: redirectUri, expires_at: flow.expiresAt.toISOString() };
}
