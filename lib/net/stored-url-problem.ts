import net from "node:net";
import { checkAddressOnly } from "@/lib/net/address-policy";
import { systemResolver, type Resolver } from "@/lib/net/guarded-lookup";
import type { PrivateAllowlist } from "@/lib/outbound/private-allowlist";

const RESOLVE_TIMEOUT_MS = 1_500;

/** Names that are loopback by definition (RFC 6761), whatever a resolver says. */
const isLocalName = (host: string) => host === "localhost" || host.endsWith(".localhost");

async function resolveWithin(resolver: Resolver, host: string, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([resolver(host).catch(() => null), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Why a URL the app stores for others to fetch (a post's image_url, fetched by the platforms)
 * names a non-public address, or null. The address policy is the website fetch's (lib/net/
 * address-policy.ts), ports aside: an IP literal is judged as it is; a host name by every address
 * it resolves to now. A name that does not resolve (or not within 1.5 s) is not refused: nothing
 * can be said about it, and when this app fetches it (an image for X, LinkedIn or Bluesky) the
 * SSRF-safe fetch checks the addresses it connects to then. The answer never says what a name
 * resolved to, only that the address is not allowed. What the operator listed in
 * OUTBOUND_ALLOW_PRIVATE is allowed when it opens images (`allowlist`); metadata never is.
 */
export async function storedUrlProblem(url: string, resolver: Resolver = systemResolver, allowlist: PrivateAllowlist | null = null): Promise<string | null> {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  const port = Number(parsed.port || (parsed.protocol === "https:" ? 443 : 80));
  const refused = "address not allowed: it names a loopback, private, link-local or metadata address";
  const allowance = allowlist ? { allowlist, host } : undefined;
  if (net.isIP(host)) return checkAddressOnly(host, port, allowance).allowed ? null : refused;
  if (isLocalName(host) && !allowlist?.hosts.has(host)) return refused;
  const addresses = await resolveWithin(resolver, host, RESOLVE_TIMEOUT_MS);
  if (!addresses) return null;
  return addresses.every(({ address }) => checkAddressOnly(address, port, allowance).allowed) ? null : refused;
}
