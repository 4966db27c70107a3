import ipaddr from "ipaddr.js";
import { afterEach, describe, expect, it } from "vitest";
import { serverEnv } from "@/lib/env/server-env";
import { checkAddress, checkAddressOnly } from "@/lib/net/address-policy";
import { isListedPrivateTarget, parseOutboundPurposes, parsePrivateAllowlist } from "@/lib/outbound/private-allowlist";
import { logOutboundAllowance } from "@/lib/net/log-outbound-allowance";
import { privateAllowlistFor } from "@/lib/net/private-allowlist-for";
import { captureLog } from "@/lib/testing/capture-log";
import { resetEnv, useEnv } from "@/lib/testing/oauth-env";

// OUTBOUND_ALLOW_PRIVATE: what an operator may open in the outbound address policy, what it
// never opens, and the start-up errors for what it cannot mean.

const list = (text: string) => parsePrivateAllowlist(text)!;

describe("parsePrivateAllowlist", () => {
  it("reads host names, addresses and CIDR ranges, normalised", () => {
    const parsed = list(" Hooks.Internal. , 10.20.0.0/16,192.168.7.9, [fd12:3456::1], fd12:abcd::/32, ::ffff:172.16.0.0/108, bücher.lan");
    expect(parsed.entries).toEqual(["hooks.internal", "10.20.0.0/16", "192.168.7.9", "fd12:3456::1", "fd12:abcd::/32", "172.16.0.0/12", "xn--bcher-kva.lan"]);
    expect([...parsed.hosts]).toEqual(["hooks.internal", "xn--bcher-kva.lan"]);
  });

  it("blank is none", () => {
    expect(parsePrivateAllowlist(undefined)).toBeNull();
    expect(parsePrivateAllowlist("  ")).toBeNull();
  });

  it.each([
    ["10.20.0.0/33", 'entry 1: "10.20.0.0/33" is not an IP address or a valid CIDR range'],
    ["10.20.0.0/16,10.300.0.0/16", 'entry 2: "10.300.0.0/16" is not an IP address or a valid CIDR range'],
    ["10.20.0.5/16", 'entry 1: "10.20.0.5/16" has bits set past its /16 prefix; the range is 10.20.0.0/16'],
    ["hooks.internal:8080", 'entry 1: "hooks.internal:8080" is not an IP address or a valid CIDR range (10.20.0.0/16, fd12:3456::/48); a host name is listed without scheme, port or path'],
    ["https://hooks.internal", "a host name is listed without scheme, port or path"],
    ["hooks internal", 'entry 1: "hooks internal" is not a host name, an IP address or a CIDR range'],
    ["10.20", 'entry 1: "10.20" is not an IP address written in full (a.b.c.d) nor a host name'],
    ["hooks.internal,,10.0.0.0/8", "entry 2 is empty"],
    ["169.254.169.254", "entry 1: 169.254.169.254 is a cloud metadata address, which is never allowed"],
    ["10.0.0.0/8,169.254.169.254/32", "entry 2: 169.254.169.254 is a cloud metadata address"],
    ["[fd00:ec2::254]", "fd00:ec2::254 is a cloud metadata address"],
    ["100.100.100.200", "100.100.100.200 is a cloud metadata address"],
    ["metadata.google.internal", "entry 1: metadata.google.internal is a cloud metadata service, which is never allowed"],
    ["Metadata.Google.Internal.", "metadata.google.internal is a cloud metadata service"],
  ])("%j is refused: %s", (text, message) => {
    expect(() => parsePrivateAllowlist(text)).toThrow(message);
  });
});

describe("parseOutboundPurposes", () => {
  it("reads the purposes, each once; unset is undefined (webhooks only)", () => {
    expect(parseOutboundPurposes("webhooks, link-cards,images,webhooks")).toEqual(["webhooks", "link-cards", "images"]);
    expect(parseOutboundPurposes(undefined)).toBeUndefined();
  });

  it("names the unknown one", () => {
    expect(() => parseOutboundPurposes("webhooks,websites")).toThrow('"websites" is not one of webhooks, link-cards, images');
  });
});

describe("the address policy with an operator's allowlist", () => {
  const allowlist = list("hooks.internal,10.20.0.0/16,fd12:3456::/48,169.254.0.0/16,100.64.0.0/10,64:ff9b::/96,0.0.0.0/0");
  const on = (host: string) => ({ allowlist, host });

  it("lets a listed range or a listed host name through, on ports 80 and 443 only", () => {
    const narrow = list("hooks.internal,10.20.0.0/16,fd12:3456::/48");
    expect(checkAddress("10.20.3.4", 443, { allowlist: narrow, host: "anything.example" })).toEqual({ allowed: true });
    expect(checkAddress("fd12:3456::9", 80, { allowlist: narrow, host: "x" })).toEqual({ allowed: true });
    expect(checkAddress("192.168.1.5", 80, { allowlist: narrow, host: "hooks.internal" })).toEqual({ allowed: true });
    expect(checkAddress("192.168.1.5", 80, { allowlist: narrow, host: "other.internal" })).toEqual({ allowed: false, reason: "192.168.1.5 is a private address" });
    expect(checkAddress("10.21.0.1", 80, { allowlist: narrow, host: "x" })).toEqual({ allowed: false, reason: "10.21.0.1 is a private address" });
    expect(checkAddress("10.20.3.4", 8080, { allowlist: narrow, host: "x" })).toEqual({ allowed: false, reason: "port 8080 is not allowed (only 80 and 443)" });
    // Without the allowance (another kind of fetch), the same address is refused.
    expect(checkAddress("10.20.3.4", 443)).toEqual({ allowed: false, reason: "10.20.3.4 is a private address" });
  });

  it.each([
    ["169.254.169.254", "169.254.169.254 is the cloud metadata address"],
    ["169.254.170.2", "169.254.170.2 is the cloud metadata address"],
    ["100.100.100.200", "100.100.100.200 is the cloud metadata address"],
    ["168.63.129.16", "168.63.129.16 is the cloud metadata address"],
    ["::ffff:169.254.169.254", "169.254.169.254 is the cloud metadata address"],
    ["64:ff9b::a9fe:a9fe", "64:ff9b::a9fe:a9fe is the cloud metadata address"],
  ])("never opens %s, even inside a listed range or behind a listed name", (address, reason) => {
    expect(checkAddress(address, 80, on("hooks.internal"))).toEqual({ allowed: false, reason });
    expect(checkAddressOnly(address, 80, on("anything"))).toEqual({ allowed: false, reason });
  });

  it("fd00:ec2::254 stays refused with all of fd00::/8 listed", () => {
    expect(checkAddress("fd00:ec2::254", 80, { allowlist: list("fd00::/8"), host: "x" })).toEqual({ allowed: false, reason: "fd00:ec2::254 is the cloud metadata address" });
    expect(checkAddress("fd00:ec2::253", 80, { allowlist: list("fd00::/8"), host: "x" })).toEqual({ allowed: true });
  });

  it("never opens addresses that are no receiver: unspecified, multicast, broadcast, IPv4-compatible IPv6", () => {
    for (const address of ["0.0.0.0", "224.0.0.1", "255.255.255.255"]) expect(checkAddress(address, 80, on("hooks.internal")).allowed, address).toBe(false);
    expect(checkAddress("::7f00:1", 80, { allowlist: list("::/0"), host: "hooks.internal" }).allowed).toBe(false);
  });

  it("matches a host name exactly (no subdomains), ignoring case and a trailing dot", () => {
    const listed = list("hooks.internal");
    const ip = ipaddr.parse("10.0.0.1");
    expect(isListedPrivateTarget(listed, "HOOKS.internal.", ip)).toBe(true);
    expect(isListedPrivateTarget(listed, "a.hooks.internal", ip)).toBe(false);
  });
});

describe("the settings at start-up", () => {
  afterEach(resetEnv);

  it("a bad CIDR stops the server with a message naming the variable and the entry", () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "hooks.internal,10.20.0.0/40" });
    expect(() => serverEnv()).toThrow(/OUTBOUND_ALLOW_PRIVATE: entry 2: "10\.20\.0\.0\/40" is not an IP address or a valid CIDR range/);
  });

  it("a metadata address stops it too", () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "169.254.169.254" });
    expect(() => serverEnv()).toThrow("OUTBOUND_ALLOW_PRIVATE: entry 1: 169.254.169.254 is a cloud metadata address, which is never allowed");
  });

  it("OUTBOUND_ALLOW_PRIVATE_FOR: unknown purposes, or set without the list, are refused", () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "10.0.0.0/8", OUTBOUND_ALLOW_PRIVATE_FOR: "webhooks,everything" });
    expect(() => serverEnv()).toThrow('OUTBOUND_ALLOW_PRIVATE_FOR: "everything" is not one of webhooks, link-cards, images');
    useEnv({ OUTBOUND_ALLOW_PRIVATE: undefined, OUTBOUND_ALLOW_PRIVATE_FOR: "images" });
    expect(() => serverEnv()).toThrow("OUTBOUND_ALLOW_PRIVATE_FOR: has no effect without OUTBOUND_ALLOW_PRIVATE");
  });

  it("a list in force is logged at start-up, with what it opens; nothing is logged without one", () => {
    const logs = captureLog();
    try {
      useEnv({ OUTBOUND_ALLOW_PRIVATE: undefined, OUTBOUND_ALLOW_PRIVATE_FOR: undefined });
      logOutboundAllowance();
      expect(logs.lines()).toEqual([]);
      useEnv({ OUTBOUND_ALLOW_PRIVATE: "hooks.internal,10.20.0.0/16", OUTBOUND_ALLOW_PRIVATE_FOR: "webhooks,images" });
      logOutboundAllowance();
    } finally {
      logs.restore();
    }
    expect(logs.lines()).toEqual([
      expect.objectContaining({ level: "warn", allowed: ["hooks.internal", "10.20.0.0/16"], for: ["webhooks", "images"], msg: expect.stringContaining("cloud metadata addresses stay refused") }),
    ]);
  });

  it("off by default; webhooks only unless the operator names more", () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: undefined, OUTBOUND_ALLOW_PRIVATE_FOR: undefined });
    expect(privateAllowlistFor("webhooks")).toBeNull();
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "10.20.0.0/16" });
    expect(privateAllowlistFor("webhooks")?.entries).toEqual(["10.20.0.0/16"]);
    expect(privateAllowlistFor("link-cards")).toBeNull();
    expect(privateAllowlistFor("images")).toBeNull();
    useEnv({ OUTBOUND_ALLOW_PRIVATE_FOR: "webhooks,images" });
    expect(privateAllowlistFor("images")?.entries).toEqual(["10.20.0.0/16"]);
    expect(privateAllowlistFor("link-cards")).toBeNull();
  });
});
