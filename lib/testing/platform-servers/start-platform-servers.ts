/**
 * The seven loopback platforms at once, each on a port of its own (Facebook and Instagram share
 * one, as they share the Graph API root), with the settings (lib/env/server-env.ts) that point the app at them.
 */
import { createFacebookApi } from "@/lib/testing/platform-servers/facebook";
import { createGoogleBusinessApi } from "@/lib/testing/platform-servers/google-business";
import { createInstagramApi } from "@/lib/testing/platform-servers/instagram";
import { createLinkedInApi } from "@/lib/testing/platform-servers/linkedin";
import { startPlatformServer, type PlatformApi, type PlatformServer, type PlatformServerOptions, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";
import { createThreadsApi } from "@/lib/testing/platform-servers/threads";
import { createTikTokApi } from "@/lib/testing/platform-servers/tiktok";
import { createXApi } from "@/lib/testing/platform-servers/x";

export type PlatformTokens = { x: TokenCheck; facebook: TokenCheck; instagram: TokenCheck; threads: TokenCheck; linkedin: TokenCheck; googleBusiness: TokenCheck; tiktok: TokenCheck };

/** `ports[i]` for the i-th server (x, graph, threads, linkedin, google, tiktok), or any free port. */
export type StartOptions = Omit<PlatformServerOptions, "port" | "pathPrefix" | "forwardUnknownTo"> & {
  ports?: number[];
  /** X's OAuth server, which shares X's API host (its token endpoint is /2/oauth2/token). */
  xOAuthServer?: string;
};

export async function startPlatformServers(tokens: PlatformTokens, options: StartOptions = {}) {
  const apis = {
    x: createXApi({ tokens: tokens.x }),
    facebook: createFacebookApi({ tokens: tokens.facebook }),
    instagram: createInstagramApi({ tokens: tokens.instagram }),
    threads: createThreadsApi({ tokens: tokens.threads }),
    linkedin: createLinkedInApi({ tokens: tokens.linkedin }),
    googleBusiness: createGoogleBusinessApi({ tokens: tokens.googleBusiness }),
    tiktok: createTikTokApi({ tokens: tokens.tiktok }),
  };
  const { ports, xOAuthServer, ...shared } = options;
  const servers: PlatformServer[] = [];
  const start = async (list: PlatformApi[], pathPrefix = "", forwardUnknownTo?: string) => {
    const server = await startPlatformServer(list, { ...shared, pathPrefix, forwardUnknownTo, port: ports?.[servers.length] });
    servers.push(server);
    return server;
  };
  const x = await start([apis.x], "", xOAuthServer);
  const graph = await start([apis.facebook, apis.instagram], "/v21.0");
  const threads = await start([apis.threads], "/v1.0");
  const linkedin = await start([apis.linkedin]);
  const google = await start([apis.googleBusiness]);
  const tiktok = await start([apis.tiktok]);
  return {
    ...apis,
    servers: { x, graph, threads, linkedin, google, tiktok },
    env: {
      X_API_BASE_URL: x.url,
      META_GRAPH_BASE_URL: graph.url,
      THREADS_API_BASE_URL: threads.url,
      LINKEDIN_API_BASE_URL: linkedin.url,
      GOOGLE_BUSINESS_API_BASE_URL: google.url,
      // The same loopback answers Business Profile's Performance API (its location metrics).
      GOOGLE_BUSINESS_PERFORMANCE_URL: google.url,
      TIKTOK_API_BASE_URL: tiktok.url,
    },
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}

export type PlatformServers = Awaited<ReturnType<typeof startPlatformServers>>;
