import ipaddr from "ipaddr.js";
import { isLoopbackAllowedForTests } from "@/lib/net/test-loopback-allowance";

/** The only ports an outbound fetch may use (plus test-only loopback ports, see below). */
export const ALLOWED_PORTS: ReadonlySet<number> = new Set([80, 443]);

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

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

const METADATA_ADDRESSES = new Set(["169.254.169.254", "fd00:ec2::254"]);

/**
 * Whether a connection to `address` (an IP literal, as resolved or as connected) on `port` is
 * allowed. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
 */
export function checkAddress(address: string, port: number): AddressVerdict {
  const verdict = checkAddressOnly(address, port);
  if (!verdict.allowed || isLoopbackAllowedForTests(ipaddr.process(address).toString(), port)) return verdict;
  if (!ALLOWED_PORTS.has(port)) return { allowed: false, reason: `port ${port} is not allowed (only 80 and 443)` };
  return { allowed: true };
}

/**
 * Whether `address` is a public unicast address, whatever the port: the policy for URLs the
 * app stores for others to fetch (a post's image_url; the app fetches it only through the
 * SSRF-safe fetch, whose own policy then applies). `port`
 * only lets a test's loopback server through.
 */
export function checkAddressOnly(address: string, port = 0): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, reason: `${address} is not an IP address` };
  // process() unwraps ::ffff:a.b.c.d into a.b.c.d, so mapped forms get the IPv4 verdict.
  const ip = ipaddr.process(address);
  const shown = ip.toString();

  if (isLoopbackAllowedForTests(shown, port)) return { allowed: true };

  if (METADATA_ADDRESSES.has(shown)) {
    return { allowed: false, reason: `${shown} is the cloud metadata address` };
  }
  const range = ip.range();
  if (range !== "unicast") {
    const label = RANGE_LABELS[range] ?? `a special-purpose address (${range})`;
    return { allowed: false, reason: `${shown} is ${label}` };
  }
  // ::a.b.c.d (deprecated IPv4-compatible IPv6) is "unicast" to ipaddr.js, but some stacks
  // route it to the embedded IPv4 address, so it is refused outright.
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
    return { allowed: false, reason: `${shown} is an IPv4-compatible IPv6 address` };
  }
  return { allowed: true };
}
