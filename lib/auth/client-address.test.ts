import { describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/auth/client-address";

describe("clientAddress", () => {
  it("takes the last X-Forwarded-For entry: the one the nearest proxy, or next start, wrote", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.1.1.1, 10.0.0.1 ,198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddress({ "x-forwarded-for": "192.0.2.1" })).toBe("192.0.2.1");
  });

  it("reads IPv4-mapped IPv6 as IPv4 and counts IPv6 by its /64", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "::ffff:127.0.0.1" }))).toBe("127.0.0.1");
    expect(clientAddress(new Headers({ "x-forwarded-for": "2001:db8:1:2:aaaa::1" }))).toBe("2001:db8:1:2::/64");
    expect(clientAddress(new Headers({ "x-forwarded-for": "2001:db8:1:2:ffff::9" }))).toBe("2001:db8:1:2::/64");
  });

  it("is null without a usable address", () => {
    expect(clientAddress(new Headers())).toBeNull();
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4, not-an-ip" }))).toBeNull();
    expect(clientAddress({})).toBeNull();
  });
});
