/**
 * Everything a live publish needs besides Bluesky, on loopback, set up one way for both the
 * person trying it (`npm run platforms:local`) and the walk-through spec: the seven platform
 * servers, and X's OAuth server (lib/testing/oauth-test-server.ts) beside X's API, whose token
 * check is that server's own, so its controls (expire the access tokens, revoke the access) are
 * what X answers from then on. The six other platforms take the fixed credentials below, typed
 * into Settings as a person would paste a platform's token.
 */
import { startOAuthTestServer, type OAuthTestServer } from "@/lib/testing/oauth-test-server";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";

/** The X app registered with the OAuth server (X_CLIENT_ID / X_CLIENT_SECRET of the app). */
export const LOCAL_X_APP = { clientId: "brandcast-local-x", clientSecret: "local-x-client-secret-0123456789" };
export const LOCAL_X_ACCOUNT = { id: "2244994945", name: "Northwind Coffee", username: "northwindcoffee" };
const X_SCOPES = ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"];

/** What to type in each platform's connect form in Settings (field name → value). */
export const LOCAL_CREDENTIALS = {
  facebook: { page_id: "101", page_access_token: "EAA-local-page-token" },
  instagram: { ig_user_id: "17841400000000001", access_token: "IG-local-token" },
  threads: { threads_user_id: "2600000000000001", access_token: "TH-local-token" },
  linkedin: { author_urn: "urn:li:organization:5515715", access_token: "LI-local-token" },
  google_business: { location_name: "accounts/111/locations/222", access_token: "GB-local-token" },
  tiktok: { access_token: "TT-local-token" },
} as const;

export type LocalPlatforms = {
  auth: OAuthTestServer;
  platforms: PlatformServers;
  /** The app's settings (lib/env/server-env.ts) that send X's sign-in and all seven APIs here. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startLocalPlatforms(options: {
  /** Where the app runs (e.g. http://localhost:3000): its /connections/oauth/callback is X's redirect URI. */
  appUrls: string[];
  /** The OAuth server's port, then the six platform servers' (x, graph, threads, linkedin, google, tiktok); unset: free ports. */
  ports?: number[];
}): Promise<LocalPlatforms> {
  const [oauthPort, ...platformPorts] = options.ports ?? [];
  const auth = await startOAuthTestServer({
    port: oauthPort,
    clientId: LOCAL_X_APP.clientId,
    clientSecret: LOCAL_X_APP.clientSecret,
    redirectUris: options.appUrls.map((url) => `${url.replace(/\/$/, "")}/connections/oauth/callback`),
    routes: { authorization: "/i/oauth2/authorize", token: "/2/oauth2/token" },
    scopes: X_SCOPES,
    account: LOCAL_X_ACCOUNT,
  });
  let platforms: PlatformServers;
  try {
    platforms = await startPlatformServers(
      {
        x: (token) => auth.acceptsToken(token),
        facebook: [LOCAL_CREDENTIALS.facebook.page_access_token],
        instagram: [LOCAL_CREDENTIALS.instagram.access_token],
        threads: [LOCAL_CREDENTIALS.threads.access_token],
        linkedin: [LOCAL_CREDENTIALS.linkedin.access_token],
        googleBusiness: [LOCAL_CREDENTIALS.google_business.access_token],
        tiktok: [LOCAL_CREDENTIALS.tiktok.access_token],
      },
      { ports: platformPorts.length > 0 ? platformPorts : undefined, xOAuthServer: auth.url },
    );
  } catch (error) {
    await auth.close();
    throw error;
  }
  return {
    auth,
    platforms,
    env: {
      PUBLISH_MODE: "live",
      X_CLIENT_ID: LOCAL_X_APP.clientId,
      X_CLIENT_SECRET: LOCAL_X_APP.clientSecret,
      X_AUTH_BASE_URL: auth.url,
      ...platforms.env,
    },
    close: async () => {
      await platforms.close();
      await auth.close();
    },
  };
}
