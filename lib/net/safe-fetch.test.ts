import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fetchPageText } from "@/lib/net/fetch-page-text";
import type { Resolver } from "@/lib/net/guarded-lookup";
import { safeFetchText } from "@/lib/net/safe-fetch";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests, isLoopbackAllowedForTests } from "@/lib/net/test-loopback-allowance";

const PAGE = `<html><head><title>Loopback Bakery</title><meta name="description" content="Fresh bread daily"></head>
<body><nav>Menu</nav><main><h1>Fresh sourdough</h1><p>Baked every morning with love.</p></main></body></html>`;

function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

let site: http.Server; // allowed through the test allowance
let other: http.Server; // a second loopback server that is NOT allowed
let base: string;
let hits = 0;
const openResponses = new Set<http.ServerResponse>();

beforeAll(async () => {
  other = await listen((_req, res) => {
    hits++;
    res.end("internal secret");
  });
  site = await listen((req, res) => {
    const path = req.url ?? "/";
    const redirect = (location: string) => res.writeHead(302, { location }).end();
    if (path === "/page") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    if (path === "/to-page") return redirect("/page");
    if (path === "/to-private") return redirect("http://10.0.0.1/");
    if (path === "/to-metadata") return redirect("http://169.254.169.254/latest/meta-data/");
    if (path === "/to-other-port") return redirect(`http://127.0.0.1:${portOf(other)}/`);
    if (path === "/to-ftp") return redirect("ftp://example.com/file");
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) return Number(hop[1]) === 0 ? res.writeHead(200, { "content-type": "text/plain" }).end("arrived") : redirect(`/hop/${Number(hop[1]) - 1}`);
    if (path === "/slow") {
      openResponses.add(res); // never answers; closed in afterAll
      return;
    }
    if (path === "/slow-body") {
      openResponses.add(res);
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("a trickle");
      return;
    }
    if (path === "/huge" || path === "/huge-declared") {
      const mb = Buffer.alloc(1024 * 1024, "a");
      const headers: http.OutgoingHttpHeaders = { "content-type": "text/plain" };
      if (path === "/huge-declared") headers["content-length"] = 3 * mb.length;
      res.writeHead(200, headers);
      res.write(mb);
      res.write(mb);
      res.write(mb, () => res.end());
      res.on("error", () => {});
      return;
    }
    if (path === "/image") return res.writeHead(200, { "content-type": "image/png" }).end("\x89PNG");
    if (path === "/missing") return res.writeHead(404, { "content-type": "text/html" }).end("<p>nope</p>");
    res.writeHead(404).end();
  });
  base = `http://127.0.0.1:${portOf(site)}`;
});

afterEach(() => {
  clearLoopbackAllowanceForTests();
});

afterAll(async () => {
  for (const res of openResponses) res.destroy();
  site.closeAllConnections();
  other.closeAllConnections();
  await Promise.all([site, other].map((s) => new Promise((resolve) => s.close(resolve))));
});

async function refusal(url: string, options?: Parameters<typeof safeFetchText>[1]): Promise<SafeFetchError> {
  const error = await safeFetchText(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("safeFetchText through the test allowance", () => {
  it("fetches a page from a loopback server and extracts its text", async () => {
    allowLoopbackForTests([portOf(site)]);
    const result = await safeFetchText(`${base}/page`);
    expect(result).toMatchObject({ url: `${base}/page`, status: 200, contentType: "text/html; charset=utf-8" });
    expect(result.body).toContain("Fresh sourdough");

    const page = await fetchPageText(`${base}/page`);
    expect(page).toMatchObject({ title: "Loopback Bakery", description: "Fresh bread daily" });
    expect(page.text).toBe("Fresh sourdough\nBaked every morning with love.");
  });

  it("follows an allowed redirect and up to 3 hops", async () => {
    allowLoopbackForTests([portOf(site)]);
    expect((await safeFetchText(`${base}/to-page`)).url).toBe(`${base}/page`);
    expect((await safeFetchText(`${base}/hop/3`)).body).toBe("arrived");
  });

  it("refuses loopback without the allowance", async () => {
    expect((await refusal(`${base}/page`)).message).toBe(`refused: port ${portOf(site)} is not allowed (only 80 and 443)`);
  });

  it("returns non-2xx statuses, but fetchPageText treats them as errors", async () => {
    allowLoopbackForTests([portOf(site)]);
    expect((await safeFetchText(`${base}/missing`)).status).toBe(404);
    await expect(fetchPageText(`${base}/missing`)).rejects.toThrow("the site answered HTTP 404");
  });

  it("refuses bodies that are not text", async () => {
    allowLoopbackForTests([portOf(site)]);
    const error = await refusal(`${base}/image`);
    expect(error.code).toBe("not_text");
  });
});

describe("safeFetchText refusals", () => {
  it.each([
    ["http://169.254.169.254/latest/meta-data/", "refused: 169.254.169.254 is the cloud metadata address"],
    ["http://127.1/", "refused: 127.0.0.1 is a loopback address"],
    ["http://[::ffff:127.0.0.1]/", "refused: 127.0.0.1 is a loopback address"],
    ["http://0x7f000001/", "refused: 127.0.0.1 is a loopback address"],
    ["http://2130706433/", "refused: 127.0.0.1 is a loopback address"],
    ["http://0177.0.0.1/", "refused: 127.0.0.1 is a loopback address"],
    ["http://[::1]/", "refused: ::1 is a loopback address"],
    ["http://10.0.0.5/", "refused: 10.0.0.5 is a private address"],
    ["https://192.168.0.1/", "refused: 192.168.0.1 is a private address"],
    ["http://0.0.0.0/", "refused: 0.0.0.0 is an unspecified address"],
    ["http://[fe80::1]/", "refused: fe80::1 is a link-local address"],
    ["http://example.com:8080/", "refused: port 8080 is not allowed (only 80 and 443)"],
    ["ftp://example.com/", "refused: ftp: URLs are not allowed (only http and https)"],
    ["file:///etc/passwd", "refused: file: URLs are not allowed (only http and https)"],
    ["http://user:pw@example.com/", "refused: URLs with credentials are not allowed"],
    ["not a url", "invalid URL: not a url"],
  ])("refuses %s", async (url, message) => {
    expect((await refusal(url)).message).toBe(message);
  });

  it("refuses a host name that resolves to 10.x, checked at connect time", async () => {
    const lookups: string[] = [];
    const resolver: Resolver = async (hostname) => {
      lookups.push(hostname);
      return [{ address: "10.1.2.3", family: 4 }];
    };
    const error = await refusal("http://intranet.example/", { resolver });
    expect(error.message).toBe("refused: address not allowed (intranet.example)");
    expect(error.message).not.toContain("10.1.2.3");
    expect(lookups).toEqual(["intranet.example"]); // the socket's own lookup ran the check
  });

  it("refuses a name when any of its addresses is private (no picking the good one)", async () => {
    const resolver: Resolver = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "::ffff:127.0.0.1", family: 6 },
    ];
    expect((await refusal("https://mixed.example/", { resolver })).message).toBe("refused: address not allowed (mixed.example)");
  });

  it("re-checks the lookup on every connection, so DNS rebinding cannot pass", async () => {
    allowLoopbackForTests([portOf(site)]);
    // First answer is allowed (loopback under the allowance), the next one is private.
    const answers = ["127.0.0.1", "10.0.0.1"];
    const resolver: Resolver = async () => [{ address: answers.shift() ?? "10.0.0.1", family: 4 }];
    const port = portOf(site);
    const first = await safeFetchText(`http://rebind.example:${port}/page`, { resolver });
    expect(first.status).toBe(200);
    expect((await refusal(`http://rebind.example:${port}/page`, { resolver })).message).toBe(`refused: address not allowed (rebind.example)`);
  });

  it("refuses a redirect from the allowed host to a private address", async () => {
    allowLoopbackForTests([portOf(site)]);
    expect((await refusal(`${base}/to-private`)).message).toBe("refused: redirect to 10.0.0.1 is a private address");
    expect((await refusal(`${base}/to-metadata`)).message).toBe("refused: redirect to 169.254.169.254 is the cloud metadata address");
    expect((await refusal(`${base}/to-ftp`)).message).toBe("refused: redirect to ftp: URLs are not allowed (only http and https)");
  });

  it("refuses a redirect to loopback on a port outside the allowance, without connecting", async () => {
    allowLoopbackForTests([portOf(site)]);
    const before = hits;
    expect((await refusal(`${base}/to-other-port`)).message).toBe(`refused: redirect to port ${portOf(other)} is not allowed (only 80 and 443)`);
    expect(hits).toBe(before);
  });

  it("refuses more than 3 redirects", async () => {
    allowLoopbackForTests([portOf(site)]);
    const error = await refusal(`${base}/hop/4`);
    expect(error).toMatchObject({ code: "too_many_redirects", message: "refused: more than 3 redirects" });
    expect((await safeFetchText(`${base}/hop/1`, { maxRedirects: 1 })).body).toBe("arrived");
  });

  it("times out on a server that never answers, and one that trickles", async () => {
    allowLoopbackForTests([portOf(site)]);
    const started = Date.now();
    expect(await refusal(`${base}/slow`, { timeoutMs: 300 })).toMatchObject({ code: "timeout", message: "timed out after 300 ms" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await refusal(`${base}/slow-body`, { timeoutMs: 1_000 })).toMatchObject({ code: "timeout", message: "timed out after 1 s" });
  });

  it("aborts a 3 MB body, declared or streamed", async () => {
    allowLoopbackForTests([portOf(site)]);
    expect(await refusal(`${base}/huge`)).toMatchObject({ code: "too_large", message: "too large: the page is over 2 MB" });
    expect(await refusal(`${base}/huge-declared`)).toMatchObject({ code: "too_large" });
  });
});

describe("the test allowance", () => {
  it("cannot be switched on, or honoured, outside a test run", () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, VITEST: process.env.VITEST };
    const env = process.env as Record<string, string | undefined>;
    try {
      allowLoopbackForTests([4321]);
      env.NODE_ENV = "production";
      delete env.VITEST;
      expect(isLoopbackAllowedForTests("127.0.0.1", 4321)).toBe(false);
      expect(() => allowLoopbackForTests([1234])).toThrow(/only be called in tests/);
    } finally {
      env.NODE_ENV = saved.NODE_ENV;
      env.VITEST = saved.VITEST;
    }
    expect(isLoopbackAllowedForTests("127.0.0.1", 4321)).toBe(true);
    expect(isLoopbackAllowedForTests("127.0.0.2", 4321)).toBe(false);
  });
});
