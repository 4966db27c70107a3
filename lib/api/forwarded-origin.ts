import { serverEnv, type ServerEnv } from "@/lib/env/server-env";

/** The first of a header's comma-joined values (a chain of proxies appends, the first is the browser's). */
const firstValue = (value: string | null) => value?.split(",")[0]?.trim().toLowerCase() || null;

/**
 * The origin the browser addressed, as a reverse proxy in front reports it: X-Forwarded-Proto
 * and X-Forwarded-Host. Only with TRUST_PROXY: without a proxy that sets them, they hold
 * whatever the client sent (Next.js fills them in only when they are absent). Null when off,
 * missing, or not a plain scheme and host[:port] (user information or a path in the host).
 */
export function forwardedOrigin(request: Request, env: ServerEnv = serverEnv()): string | null {
  if (!env.TRUST_PROXY) return null;
  const proto = firstValue(request.headers.get("x-forwarded-proto"));
  const host = firstValue(request.headers.get("x-forwarded-host"));
  if ((proto !== "http" && proto !== "https") || !host) return null;
  let url: URL;
  try {
    url = new URL(`${proto}://${host}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  return url.origin;
}
