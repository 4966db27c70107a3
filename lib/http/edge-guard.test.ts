import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installEdgeGuard } from "@/lib/http/edge-guard";
import { edgeProblem } from "@/lib/http/edge-problem";

/** Sends raw HTTP/1.1 (two Authorization headers cannot be sent any other way) and returns status, headers, body. */
function rawRequest(port: number, head: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("end", () => {
      const [headers, body] = [data.slice(0, data.indexOf("\r\n\r\n")), data.slice(data.indexOf("\r\n\r\n") + 4)];
      resolve({ status: Number(headers.split(" ")[1]), headers: headers.toLowerCase(), body });
    });
    socket.on("error", reject);
  });
}

describe("the edge guard, in front of a real HTTP server", () => {
  let server: http.Server;
  let port: number;
  const reached: string[] = [];

  beforeAll(async () => {
    installEdgeGuard();
    server = http.createServer((request, response) => {
      reached.push(`${request.method} ${request.url} ${request.headers.authorization ?? ""}`);
      response.end("next.js");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses two Authorization headers with a 400 in the envelope, before anything judges the first", async () => {
    const res = await rawRequest(port, "GET /api/v1/brands HTTP/1.1\r\nAuthorization: Bearer first\r\nauthorization: Bearer second");
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ ok: false, error: { code: "invalid_request", details: [{ field: "authorization" }] } });
    expect(res.headers).toContain(`x-request-id: ${body.meta.request_id}`);
    expect(reached.some((line) => line.includes("first"))).toBe(false);
  });

  it("answers malformed percent-encoding with a 400 in the envelope", async () => {
    for (const path of ["/api/v1/%ZZ", "/api/v1/posts/%E0%A4%A", "/api/v1/brands/%ED%A0%80"]) {
      const res = await rawRequest(port, `GET ${path} HTTP/1.1`);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).error).toMatchObject({ code: "invalid_request", details: [{ field: "path" }] });
    }
  });

  it("answers TRACE with 405 and Allow on a known path, 404 on an unknown one, in the envelope", async () => {
    const known = await rawRequest(port, "TRACE /api/v1/posts HTTP/1.1");
    expect(known.status).toBe(405);
    expect(known.headers).toContain("allow: get, head, options, post");
    expect(JSON.parse(known.body).error.code).toBe("method_not_allowed");
    const unknown = await rawRequest(port, "TRACE /api/v1/nothing HTTP/1.1");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error.code).toBe("not_found");
  });

  it("lets everything else through untouched", async () => {
    for (const head of ["GET /api/v1/brands HTTP/1.1\r\nAuthorization: Bearer only-one", "TRACE /dashboard HTTP/1.1", "GET /sign-in?x=%ZZ HTTP/1.1", "GET /api/v1/posts?limit=%ZZ HTTP/1.1"]) {
      const res = await rawRequest(port, head);
      expect(res.body, head).toBe("next.js");
    }
  });
});

describe("edgeProblem", () => {
  it("routes as Next.js does: a fixed segment wins over a parameter", () => {
    expect(edgeProblem("TRACE", "/api/v1/posts/schedule", [])?.headers.allow).toBe("OPTIONS, POST");
    expect(edgeProblem("TRACE", "/api/v1/posts/bulk", [])?.headers.allow).toBe("OPTIONS, POST");
    expect(edgeProblem("TRACE", "/api/v1/posts/7a1c", [])?.headers.allow).toBe("GET, HEAD, OPTIONS, PATCH, DELETE");
    expect(edgeProblem("TRACE", "/api/v1/openapi.json", [])?.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(edgeProblem("GET", "/api/v1/posts", ["Authorization", "Bearer a"])).toBeNull();
  });
});
