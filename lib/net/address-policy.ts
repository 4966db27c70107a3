import ipaddr from "ipaddr.js";
import { METADATA_ADDRESSES } from "@/lib/outbound/metadata-addresses";
import { isListedPrivateTarget, type PrivateAllowlist } from "@/lib/outbound/private-allowlist";
import { isLoopbackAllowedForTests, isPortAllowedForTests } from "@/lib/net/test-loopback-allowance";

/** The only ports an outbound fetch may use (plus test-only loopback ports, see below). */
export const ALLOWED_PORTS: ReadonlySet<number> = new Set([80, 443]);

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * The operator's allowlist (OUTBOUND_ALLOW_PRIVATE, when it opens this kind of fetch) and the
 * host name the URL being fetched names, which a listed name is matched against.
 */
export type PrivateAllowance = { allowlist: PrivateAllowlist; host: string };

// ipaddr.js names every special-purpose range; anything that is not plain "unicast" is refused.
// The names below only make the refusal message readable.
const RANGE_LABELS: Record<string, string> = {
  private: "a private address",
  uniqueLocal: "a private (unique local) address",
  loopback: "a loopback address",
  linkLocal: "a link-local address",
  unspecified: "an unspecified address",
  carrierGradeNat: "a shared (CGNAT) address",
  multicast: "a multicast address",
  broadcast: "a broadcast address",
  reserved: "a reserved address",
};

/** Ranges that are no one's receiver: an operator's allowlist never opens them. */
const NEVER_TARGETS = new Set(["unspecified", "multicast", "broadcast"]);

/** A metadata address, also as NAT64 writes an IPv4 one (64:ff9b::a9fe:a9fe). */
function isMetadata(ip: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (METADATA_ADDRESSES.has(ip.toString())) return true;
  if (ip.kind() !== "ipv6" || ip.range() !== "rfc6052") return false;
  const bytes = (ip as ipaddr.IPv6).toByteArray().slice(12);
  return METADATA_ADDRESSES.has(new ipaddr.IPv4(bytes).toString());
}

/**
 * Whether a connection to `address` (an IP literal, as resolved or as connected) on `port` is
 * allowed. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
 */
export function checkAddress(address: string, port: number, allowance?: PrivateAllowance): AddressVerdict {
  const verdict = checkAddressOnly(address, port, allowance);
  if (!verdict.allowed || isLoopbackAllowedForTests(ipaddr.process(address).toString(), port)) return verdict;
  if (!ALLOWED_PORTS.has(port) && !isPortAllowedForTests(port)) return { allowed: false, reason: `port ${port} is not allowed (only 80 and 443)` };
  return { allowed: true };
}

/**
 * Whether `address` is a public unicast address, whatever the port: the policy for URLs the
 * app stores for others to fetch (a post's image_url; the app fetches it only through the
 * SSRF-safe fetch, whose own policy then applies). `port` only lets a test's loopback server
 * through. With an `allowance`, a non-public address the operator listed (by range, or by the
 * URL's host name) is allowed too; a cloud metadata address never is.
 */
export function checkAddressOnly(address: string, port = 0, allowance?: PrivateAllowance): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, reason: `${address} is not an IP address` };
  // process() unwraps ::ffff:a.b.c.d into a.b.c.d, so mapped forms get the IPv4 verdict.
  const ip = ipaddr.process(address);
  const shown = ip.toString();

  if (isLoopbackAllowedForTests(shown, port)) return { allowed: true };

  if (isMetadata(ip)) {
    return { allowed: false, reason: `${shown} is the cloud metadata address` };
  }
  const range = ip.range();
  if (range !== "unicast") {
    if (allowance && !NEVER_TARGETS.has(range) && isListedPrivateTarget(allowance.allowlist, allowance.host, ip)) return { allowed: true };
    const label = RANGE_LABELS[range] ?? `a special-purpose address (${range})`;
    return { allowed: false, reason: `${shown} is ${label}` };
  }
  // ::a.b.c.d (deprecated IPv4-compatible IPv6) is "unicast" to ipaddr.js, but some stacks
  // route it to the embedded IPv4 address, so it is refused outright, listed or not.
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
    return { allowed: false, reason: `${shown} is an IPv4-compatible IPv6 address` };
  }
  return { allowed: true };
}
