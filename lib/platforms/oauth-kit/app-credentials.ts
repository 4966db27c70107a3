import { serverEnv, type OAuthUrlVariable } from "@/lib/env/server-env";
import type { OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { platformRule } from "@/lib/platforms/registry";

export type AppCredentials = { id: string; secret: string };

/** The platform app's id and secret from the environment, or null when either is unset. */
export function appCredentialsOf(connector: Pick<OAuthConnector, "appVariables">): AppCredentials | null {
  const env = serverEnv();
  const [idVariable, secretVariable] = connector.appVariables;
  const id = env[idVariable];
  const secret = env[secretVariable];
  return id && secret ? { id, secret } : null;
}

/** As appCredentialsOf, for code that only runs once the sign-in was offered. */
export function requireAppCredentials(connector: Pick<OAuthConnector, "appVariables" | "platform">): AppCredentials {
  const credentials = appCredentialsOf(connector);
  if (!credentials) {
    throw new OAuthProblem("app_config", `Sign-in with ${platformRule(connector.platform).label} is not configured: set ${connector.appVariables.join(" and ")}.`);
  }
  return credentials;
}

/** A sign-in host: its override from lib/env/server-env.ts, else the documented root, without a trailing slash. */
export function oauthBaseUrl(variable: OAuthUrlVariable, documented: string): string {
  return (serverEnv()[variable] ?? documented).replace(/\/+$/, "");
}
