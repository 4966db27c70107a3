import { serverEnv } from "@/lib/env/server-env";
import { oauthConnectorFor } from "@/lib/platforms/oauth-connectors";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { oauthRedirectUri } from "@/lib/connections/oauth/redirect-uri";
import type { SignInOption } from "@/lib/schemas/connection-oauth";

/** How each platform connects on this server: its sign-in and whether it is configured. */
export function signInOptions(requestUrl?: string): SignInOption[] {
  const env = serverEnv();
  const redirectUri = oauthRedirectUri(requestUrl);
  return PLATFORM_IDS.map((platform) => {
    const connector = oauthConnectorFor(platform);
    const label = platformRule(platform).label;
    if (!connector) return { platform, label, method: "app_password", configured: true, missing_variables: [], redirect_uri: null, scopes: [], pkce: false };
    const missing = connector.appVariables.filter((variable) => !env[variable]);
    return { platform, label, method: "oauth", configured: missing.length === 0, missing_variables: missing, redirect_uri: redirectUri, scopes: [...connector.scopes()], pkce: connector.pkce };
  });
}
