import { domainToASCII } from "node:url";
import ipaddr from "ipaddr.js";
import { METADATA_ADDRESSES, METADATA_HOSTS } from "@/lib/outbound/metadata-addresses";

// OUTBOUND_ALLOW_PRIVATE = "hooks.internal,10.20.0.0/16,fd12:3456::/48": host names and address
// ranges an operator lets through the outbound address policy (lib/net/address-policy.ts),
// for webhooks, and with OUTBOUND_ALLOW_PRIVATE_FOR also for link cards and images, so that a
// receiver on the operator's own network can be used. This file reads the text and answers
// whether a target is listed; it imports nothing of the app that reads settings, so that
// lib/env.ts checks the variables at start-up with the same code that uses them.

/** What the app fetches on a user's behalf that the allowlist may open. */
export const OUTBOUND_PURPOSES = ["webhooks", "link-cards", "images"] as const;
export type OutboundPurpose = (typeof OUTBOUND_PURPOSES)[number];

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export type PrivateAllowlist = {
  /** Host names, lower case, in ASCII (xn--), without a trailing dot. */
  hosts: ReadonlySet<string>;
  /** Address ranges; a single address is a /32 or /128. */
  ranges: readonly Range[];
  /** The entries as understood, for the start-up log. */
  entries: readonly string[];
};

export class PrivateAllowlistFormatError extends Error {}

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

/** An IPv4-mapped IPv6 range (::ffff:10.0.0.0/104) is the IPv4 range it carries, as addresses are judged. */
function unmapped([address, bits]: Range): Range {
  if (address.kind() === "ipv6" && bits >= 96 && (address as ipaddr.IPv6).isIPv4MappedAddress()) return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  return [address, bits];
}

function parseRange(entry: string): Range {
  const bare = entry.replace(/^\[(.*)\]$/, "$1");
  // ipaddr.js and URLs both read "10.20" as 10.0.0.20: an operator must say which address they mean.
  const v4 = bare.split("/")[0];
  if (/^[\d.]+$/.test(v4) && v4.split(".").length !== 4) {
    throw new PrivateAllowlistFormatError(`"${entry}" is not an IP address written in full (a.b.c.d) nor a host name`);
  }
  if (ipaddr.isValid(bare)) {
    const address = ipaddr.parse(bare);
    return unmapped([address, address.kind() === "ipv4" ? 32 : 128]);
  }
  let range: Range;
  try {
    range = ipaddr.parseCIDR(entry);
  } catch {
    throw new PrivateAllowlistFormatError(
      `"${entry}" is not an IP address or a valid CIDR range (10.20.0.0/16, fd12:3456::/48); a host name is listed without scheme, port or path`,
    );
  }
  const [address, bits] = range;
  const network = address.kind() === "ipv4" ? ipaddr.IPv4.networkAddressFromCIDR(entry) : ipaddr.IPv6.networkAddressFromCIDR(entry);
  if (network.toString() !== address.toString()) {
    throw new PrivateAllowlistFormatError(`"${entry}" has bits set past its /${bits} prefix; the range is ${network.toString()}/${bits}`);
  }
  return unmapped(range);
}

function parseHost(entry: string): string {
  const host = domainToASCII(entry.replace(/\.$/, "")).toLowerCase();
  const labels = host.split(".");
  if (!host || host.length > 253 || !labels.every((label) => LABEL.test(label))) {
    throw new PrivateAllowlistFormatError(`"${entry}" is not a host name, an IP address or a CIDR range (no scheme, port or path: hooks.internal, 10.20.0.5, 10.20.0.0/16)`);
  }
  // URLs read "10.20" or "0x0a.1" as IPv4 addresses, never as names, so such an entry would match nothing.
  if (/^(0x[0-9a-f]*|[0-9]+)$/.test(labels.at(-1)!)) {
    throw new PrivateAllowlistFormatError(`"${entry}" is not an IP address written in full (a.b.c.d) nor a host name`);
  }
  return host;
}

/**
 * The allowlist of the variable's text; undefined or blank means none. Throws, naming the
 * entry, for anything that is not a host name, an IP address or a CIDR range, and for a cloud
 * metadata address or name: those are never opened, so listing one is a mistake to be told of.
 */
export function parsePrivateAllowlist(text: string | undefined): PrivateAllowlist | null {
  if (text === undefined || text.trim() === "") return null;
  const hosts = new Set<string>();
  const ranges: Range[] = [];
  const entries: string[] = [];
  for (const [index, raw] of text.split(",").entries()) {
    const entry = raw.trim();
    const where = `entry ${index + 1}`;
    if (!entry) throw new PrivateAllowlistFormatError(`${where} is empty`);
    try {
      if (/^[\d.]+(\/\d+)?$|:|\//.test(entry)) {
        const range = parseRange(entry);
        const [address, bits] = range;
        const maximum = address.kind() === "ipv4" ? 32 : 128;
        if (bits === maximum && METADATA_ADDRESSES.has(address.toString())) {
          throw new PrivateAllowlistFormatError(`${address.toString()} is a cloud metadata address, which is never allowed`);
        }
        ranges.push(range);
        entries.push(bits === maximum ? address.toString() : `${address.toString()}/${bits}`);
      } else {
        const host = parseHost(entry);
        if (METADATA_HOSTS.has(host)) throw new PrivateAllowlistFormatError(`${host} is a cloud metadata service, which is never allowed`);
        hosts.add(host);
        entries.push(host);
      }
    } catch (error) {
      throw new PrivateAllowlistFormatError(`${where}: ${(error as Error).message}`);
    }
  }
  return { hosts, ranges, entries };
}

/** OUTBOUND_ALLOW_PRIVATE_FOR = "webhooks,link-cards,images": which fetches the allowlist opens; undefined when unset. */
export function parseOutboundPurposes(text: string | undefined): OutboundPurpose[] | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const purposes = new Set<OutboundPurpose>();
  for (const raw of text.split(",")) {
    const purpose = raw.trim().toLowerCase();
    if (!(OUTBOUND_PURPOSES as readonly string[]).includes(purpose)) {
      throw new PrivateAllowlistFormatError(`"${raw.trim()}" is not one of ${OUTBOUND_PURPOSES.join(", ")}`);
    }
    purposes.add(purpose as OutboundPurpose);
  }
  return [...purposes];
}

/** Whether the list lets `address` (normalised, ipaddr.process) through for a URL naming `host`. */
export function isListedPrivateTarget(list: PrivateAllowlist, host: string, address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (list.hosts.has(host.replace(/\.$/, "").toLowerCase())) return true;
  return list.ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
}
