import { serverEnv } from "@/lib/env/server-env";

/** The one callback path every platform app registers (docs/publishing.md, "Connect with each platform's sign-in"). */
export const OAUTH_CALLBACK_PATH = "/connections/oauth/callback";

/**
 * Where platforms send the browser back: the app's public URL (NEXTAUTH_URL) when set, else the
 * origin the request came to. The same value goes to the authorize request and the code
 * exchange, as OAuth requires, so it is stored with the flow.
 */
export function oauthRedirectUri(requestUrl?: string): string {
  const configured = serverEnv().NEXTAUTH_URL;
  const origin = configured ? new URL(configured).origin : requestUrl ? new URL(requestUrl).origin : "http://localhost:3000";
  return `${origin}${OAUTH_CALLBACK_PATH}`;
}
