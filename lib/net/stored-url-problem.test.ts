import { describe, expect, it } from "vitest";
import type { Resolver } from "@/lib/net/guarded-lookup";
import { storedUrlProblem } from "@/lib/net/stored-url-problem";

const resolvesTo = (...addresses: string[]): Resolver => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
const REFUSED = "address not allowed: it names a loopback, private, link-local or metadata address";

describe("storedUrlProblem (a post's image_url)", () => {
  it.each([
    ["http://127.0.0.1/a.png"], ["http://10.1.2.3/a.png"], ["http://172.16.0.1/"], ["http://169.254.169.254/latest"], ["http://[::1]/"],
    ["http://[fe80::1]/"], ["http://[::ffff:10.0.0.1]/"], ["http://0177.0.0.1/"], ["http://localhost/a.png"], ["http://cdn.localhost/a.png"],
  ])("refuses %s without resolving anything", async (url) => {
    expect(await storedUrlProblem(url, async () => { throw new Error("no lookup expected"); })).toBe(REFUSED);
  });

  it("refuses a name that resolves to any non-public address, without saying which", async () => {
    const problem = await storedUrlProblem("https://images.intranet.example/a.png", resolvesTo("93.184.215.14", "10.0.0.9"));
    expect(problem).toBe(REFUSED);
    expect(problem).not.toContain("10.0.0.9");
  });

  it("accepts public addresses on any port, and names that do not resolve", async () => {
    expect(await storedUrlProblem("https://93.184.215.14:8443/a.png", resolvesTo())).toBeNull();
    expect(await storedUrlProblem("https://cdn.example.com/a.png", resolvesTo("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"))).toBeNull();
    expect(await storedUrlProblem("https://nowhere.example/a.png", async () => { throw new Error("ENOTFOUND"); })).toBeNull();
  });

  it("does not wait more than 1.5 s for a resolver", async () => {
    const started = Date.now();
    expect(await storedUrlProblem("https://slow.example/a.png", () => new Promise(() => {}))).toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
