import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetchBytes } from "@/lib/net/safe-fetch";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";

// Bytes that are not valid UTF-8: a text decoding on the way would change them.
const BINARY = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x80, 0xc3, 0x28, 0x0d, 0x0a]);

let server: http.Server;
let base: string;
let closedUrl: string;
const accepts: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    accepts.push(String(req.headers.accept));
    const path = req.url ?? "/";
    if (path === "/image") return res.writeHead(200, { "content-type": "image/png" }).end(BINARY);
    if (path === "/gzipped") return res.writeHead(200, { "content-type": "image/png", "content-encoding": "gzip" }).end(gzipSync(BINARY));
    if (path === "/to-image") return res.writeHead(302, { location: "/image" }).end();
    if (path === "/to-private") return res.writeHead(302, { location: "http://192.168.1.1/image.png" }).end();
    if (path === "/page") return res.writeHead(200, { "content-type": "text/html" }).end("<p>hello</p>");
    if (path === "/json") return res.writeHead(200, { "content-type": "application/json" }).end("{}");
    if (path === "/gone") return res.writeHead(410, { "content-type": "text/html" }).end("<p>gone</p>");
    if (path === "/declared-big") return res.writeHead(200, { "content-type": "image/png", "content-length": "5000" }).end(Buffer.alloc(5000));
    if (path === "/streamed-big") {
      res.writeHead(200, { "content-type": "image/png" });
      res.write(Buffer.alloc(3000));
      res.write(Buffer.alloc(3000));
      res.on("error", () => {});
      return res.end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  closedUrl = `http://127.0.0.1:${closedPort}/image`;
  allowLoopbackForTests([port, closedPort]);
});

afterAll(async () => {
  clearLoopbackAllowanceForTests();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function refusal(url: string, maxBytes?: number): Promise<SafeFetchError> {
  const error = await safeFetchBytes(url, { maxBytes }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("safeFetchBytes", () => {
  it("returns the body's exact bytes, asking for an image; a compressed body is decoded; redirects are followed", async () => {
    const fetched = await safeFetchBytes(`${base}/image`);
    expect(fetched).toMatchObject({ status: 200, contentType: "image/png", url: `${base}/image` });
    expect(fetched.bytes).toEqual(BINARY);
    expect(accepts.at(-1)).toMatch(/^image\/\*/);
    expect((await safeFetchBytes(`${base}/gzipped`)).bytes).toEqual(BINARY);
    expect(await safeFetchBytes(`${base}/to-image`)).toMatchObject({ url: `${base}/image`, bytes: BINARY });
  });

  it("a non-2xx answer comes back with its status and no bytes (its error page is not judged)", async () => {
    const gone = await safeFetchBytes(`${base}/gone`);
    expect(gone.status).toBe(410);
    expect(gone.bytes.byteLength).toBe(0);
  });

  it("refuses a page or JSON as not an image, and a body over the bound whether declared or streamed", async () => {
    expect(await refusal(`${base}/page`)).toMatchObject({ code: "not_image", message: "refused: text/html is not an image" });
    expect((await refusal(`${base}/json`)).code).toBe("not_image");
    expect(await refusal(`${base}/declared-big`, 4096)).toMatchObject({ code: "too_large", message: "too large: the image is over 4 KB" });
    expect((await refusal(`${base}/streamed-big`, 4096)).code).toBe("too_large");
    expect((await safeFetchBytes(`${base}/declared-big`, { maxBytes: 5000 })).bytes.byteLength).toBe(5000);
  });

  it("keeps the SSRF policy: a redirect to a private address is refused; a refused connection is a network error naming the image", async () => {
    expect((await refusal(`${base}/to-private`)).code).toBe("refused");
    expect(await refusal(closedUrl)).toMatchObject({ code: "network", message: "could not fetch the image: the connection was refused" });
  });
});
