import { describe, expect, it } from "vitest";
import { checkAddress } from "@/lib/net/address-policy";

describe("checkAddress", () => {
  it.each([
    ["10.0.0.5", "10.0.0.5 is a private address"],
    ["172.16.3.4", "172.16.3.4 is a private address"],
    ["192.168.1.1", "192.168.1.1 is a private address"],
    ["127.0.0.1", "127.0.0.1 is a loopback address"],
    ["127.8.9.10", "127.8.9.10 is a loopback address"],
    ["169.254.169.254", "169.254.169.254 is the cloud metadata address"],
    ["169.254.1.1", "169.254.1.1 is a link-local address"],
    ["100.64.0.1", "100.64.0.1 is a shared (CGNAT) address"],
    ["0.0.0.0", "0.0.0.0 is an unspecified address"],
    ["224.0.0.1", "224.0.0.1 is a multicast address"],
    ["255.255.255.255", "255.255.255.255 is a broadcast address"],
    ["240.0.0.1", "240.0.0.1 is a reserved address"],
    ["::1", "::1 is a loopback address"],
    ["::", ":: is an unspecified address"],
    ["fe80::1", "fe80::1 is a link-local address"],
    ["fc00::1", "fc00::1 is a private (unique local) address"],
    ["fd00:ec2::254", "fd00:ec2::254 is the cloud metadata address"],
    ["ff02::1", "ff02::1 is a multicast address"],
    ["::ffff:127.0.0.1", "127.0.0.1 is a loopback address"],
    ["::ffff:10.1.2.3", "10.1.2.3 is a private address"],
    ["::ffff:169.254.169.254", "169.254.169.254 is the cloud metadata address"],
    ["::7f00:1", "::7f00:1 is an IPv4-compatible IPv6 address"],
    ["64:ff9b::a00:1", "64:ff9b::a00:1 is a special-purpose address (rfc6052)"],
  ])("refuses %s", (address, reason) => {
    expect(checkAddress(address, 80)).toEqual({ allowed: false, reason });
  });

  it("allows public unicast addresses on ports 80 and 443 only", () => {
    expect(checkAddress("93.184.215.14", 80)).toEqual({ allowed: true });
    expect(checkAddress("2606:2800:21f:cb07:6820:80da:af6b:8b2c", 443)).toEqual({ allowed: true });
    expect(checkAddress("93.184.215.14", 8080)).toEqual({ allowed: false, reason: "port 8080 is not allowed (only 80 and 443)" });
  });

  it("refuses things that are not addresses", () => {
    expect(checkAddress("", 80).allowed).toBe(false);
    expect(checkAddress("example.com", 80).allowed).toBe(false);
  });
});
