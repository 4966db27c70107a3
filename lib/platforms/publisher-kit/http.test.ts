import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { sendHttp, type HttpCall } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";

type Seen = { method: string; path: string; headers: IncomingMessage["headers"]; body: Buffer };

/** A loopback server answering with `answer`; records each request it read whole, and its connections. */
async function withServer(answer: (request: IncomingMessage, response: ServerResponse) => void, work: (url: string, seen: Seen[], connections: () => number) => Promise<void>) {
  const seen: Seen[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({ method: request.method!, path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      answer(request, response);
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, () => connections);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const call = (url: string, extra: Partial<HttpCall> = {}): HttpCall => ({ platform: "linkedin", method: "POST", url, timeoutMs: 2_000, repeatable: false, ...extra });

describe("sendHttp over node:http", () => {
  it("sends JSON, form and byte bodies with their types and lengths, and reads status, headers in any case, JSON and text", async () => {
    await withServer(
      (_request, response) => {
        response.writeHead(201, { "X-RestLi-Id": "urn:li:share:7", "Retry-After": "3", "content-type": "application/json" });
        response.end('{"id":"9007199254740993"}');
      },
      async (url, seen) => {
        const json = await sendHttp(call(`${url}/rest/posts`, { json: { commentary: "héllo" } }));
        expect(json.status).toBe(201);
        expect(json.headers.get("x-restli-id")).toBe("urn:li:share:7");
        expect(json.headers.get("RETRY-AFTER")).toBe("3");
        expect(json.headers.get("absent")).toBeNull();
        expect(json.text).toBe('{"id":"9007199254740993"}');
        expect(json.json).toEqual({ id: "9007199254740993" });
        await sendHttp(call(`${url}/form`, { form: { message: "a&b c" } }));
        await sendHttp(call(`${url}/bytes`, { method: "PUT", bytes: { data: new Uint8Array([0, 255, 7]), contentType: "image/png" } }));
        expect(seen.map((request) => [request.method, request.path, request.headers["content-type"], request.headers["content-length"]])).toEqual([
          ["POST", "/rest/posts", "application/json", String(Buffer.byteLength('{"commentary":"héllo"}'))],
          ["POST", "/form", "application/x-www-form-urlencoded", "15"],
          ["PUT", "/bytes", "image/png", "3"],
        ]);
        expect(seen[0].body.toString()).toBe('{"commentary":"héllo"}');
        expect(seen[1].body.toString()).toBe("message=a%26b+c");
        expect([...seen[2].body]).toEqual([0, 255, 7]);
        expect(seen[0].headers.accept).toBe("application/json");
      },
    );
  });

  it("sends multipart/form-data with its boundary, as X's media upload needs", async () => {
    await withServer(
      (_request, response) => response.end("not json"),
      async (url, seen) => {
        const form = new FormData();
        form.append("media_category", "tweet_image");
        form.append("media", new Blob([new Uint8Array([1, 2, 3])], { type: "image/jpeg" }), "image.jpg");
        const answer = await sendHttp(call(`${url}/2/media/upload`, { multipart: form }));
        expect(answer.json).toBeNull();
        expect(answer.text).toBe("not json");
        const type = seen[0].headers["content-type"] ?? "";
        const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(type)?.[1];
        expect(boundary).toBeTruthy();
        const body = seen[0].body.toString("latin1");
        expect(body).toContain(`--${boundary}\r\nContent-Disposition: form-data; name="media_category"\r\n\r\ntweet_image\r\n`);
        expect(body).toContain('name="media"; filename="image.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\x01\x02\x03\r\n');
        expect(Number(seen[0].headers["content-length"])).toBe(seen[0].body.length);
      },
    );
  });

  it("answers a redirect as it is, without following it", async () => {
    await withServer(
      (request, response) => {
        if (request.url === "/moved") response.writeHead(302, { location: "/elsewhere" }).end();
        else response.end("{}");
      },
      async (url, seen) => {
        const answer = await sendHttp(call(`${url}/moved`));
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe("/elsewhere");
        expect(seen.map((request) => request.path)).toEqual(["/moved"]);
      },
    );
  });

  it("keeps the connection alive between requests", async () => {
    await withServer(
      (_request, response) => response.end("{}"),
      async (url, _seen, connections) => {
        for (let i = 0; i < 5; i++) await sendHttp(call(`${url}/read`, { method: "GET", repeatable: true }));
        expect(connections()).toBe(1);
      },
    );
  });

  it("a connection cut mid-answer may have published: unknown outcome; a refused connection sent nothing: retryable", async () => {
    await withServer(
      (_request, response) => {
        response.writeHead(200, { "content-length": "100" });
        response.write('{"id":');
        setTimeout(() => response.socket?.destroy(), 20);
      },
      async (url) => {
        const cut = await sendHttp(call(`${url}/rest/posts`, { json: {} })).catch((error: unknown) => error);
        expect(cut).toBeInstanceOf(PublishError);
        expect(cut).toMatchObject({ kind: "unknown_outcome" });
      },
    );
    // A port nothing listens on: the server above is closed, its port free again.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const refused = await sendHttp(call(`http://127.0.0.1:${port}/rest/posts`, { json: {} })).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: "retryable", message: "Could not reach LinkedIn (ECONNREFUSED)." });
  });
});
