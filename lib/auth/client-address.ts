import ipaddr from "ipaddr.js";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The client's address as the sign-in throttle counts it: an IPv4 address, or the /64 network
 * of an IPv6 one (a single host usually holds a whole /64, so counting single IPv6 addresses
 * would let it rotate freely). Null when the request carries none.
 *
 * The address is the LAST entry of X-Forwarded-For: a reverse proxy in front appends the address
 * it saw, and `next start` fills the header with the socket's address when the request has none.
 * Behind a proxy the last entry is therefore the one no client can choose (entries before it
 * are the client's own and ignored). A server exposed without a proxy keeps a header the client
 * sent, so there the address count is only as good as the client's honesty; the per-account
 * count never depends on it.
 */
export function clientAddress(headers: HeaderSource): string | null {
  const forwarded = header(headers, "x-forwarded-for");
  const last = forwarded?.split(",").map((entry) => entry.trim()).filter(Boolean).pop();
  if (!last || !ipaddr.isValid(last)) return null;
  const ip = ipaddr.process(last);
  if (ip.kind() === "ipv4") return ip.toString();
  const network = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}
