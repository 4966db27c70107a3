import { serverEnv, type ServerEnv } from "@/lib/env/server-env";

/** The names a browser on the server's own machine reaches a loopback server by. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origin of the app's public URL: NEXTAUTH_URL's, else where the server listens by default.
 * `npm start` always sets NEXTAUTH_URL (http://localhost:$PORT when it was unset, scripts/start.ts).
 */
export function publicOrigin(env: ServerEnv = serverEnv()): string {
  return env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : `http://localhost:${env.PORT ?? 3000}`;
}

/**
 * Every origin the app's own pages are served at, as browsers send it in `Origin` (scheme, host
 * and port): the public URL's, each of ALLOWED_ORIGINS, and for any of them on a loopback name
 * the same scheme and port on the other two (localhost, 127.0.0.1, [::1]). Those three reach
 * the same server from the same machine, so a newcomer who opens http://127.0.0.1:3000 while
 * NEXTAUTH_URL says http://localhost:3000 is on the app's own pages; no other site can be.
 */
export function appOrigins(env: ServerEnv = serverEnv()): ReadonlySet<string> {
  const origins = new Set([publicOrigin(env), ...env.ALLOWED_ORIGINS]);
  for (const origin of [...origins]) {
    const url = new URL(origin);
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
  }
  return origins;
}
