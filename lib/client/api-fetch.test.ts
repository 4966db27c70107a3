import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError, isAbort, messageOf } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/api-fetch";

// apiFetch against a real HTTP server on loopback: each path answers one way the API (or
// something in front of it) can answer.
let server: Server;
let base = "";
const seen: Array<{ method: string; body: string; contentType: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      seen.push({ method: request.method ?? "", body, contentType: request.headers["content-type"] });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(value));
      };
      if (request.url === "/ok") return json(200, { ok: true, data: { brands: [{ id: "b1" }] }, meta: {} });
      if (request.url === "/echo") return json(201, { ok: true, data: JSON.parse(body || "null") });
      if (request.url === "/refused") return json(400, { ok: false, error: { code: "invalid_request", message: "Invalid body: name: must not be empty." } });
      if (request.url === "/missing") return json(404, { ok: false, error: { code: "voice_profile_missing", message: "This brand has no voice profile yet." } });
      if (request.url === "/proxy") {
        response.writeHead(502, { "content-type": "text/html" });
        return response.end("<html>Bad gateway</html>");
      }
      if (request.url === "/signed-out") {
        response.writeHead(401);
        return response.end();
      }
      if (request.url === "/slow") return setTimeout(() => json(200, { ok: true, data: 1 }), 2_000);
      json(500, { ok: false, error: { code: "internal_error", message: "Something went wrong on our side." } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe("apiFetch", () => {
  it("returns the envelope's data", async () => {
    expect(await apiFetch(`${base}/ok`)).toEqual({ brands: [{ id: "b1" }] });
  });

  it("sends a JSON body with its content type", async () => {
    expect(await apiFetch(`${base}/echo`, { method: "POST", body: { name: "Northwind" } })).toEqual({ name: "Northwind" });
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: '{"name":"Northwind"}', contentType: "application/json" });
  });

  it("turns { ok: false, error } into an ApiRequestError with the API's code, message and status", async () => {
    const error = await failure(apiFetch(`${base}/refused`));
    expect(error).toMatchObject({ status: 400, code: "invalid_request", message: "Invalid body: name: must not be empty." });
    expect(messageOf(error)).toBe("Invalid body: name: must not be empty.");
    expect(await failure(apiFetch(`${base}/missing`))).toMatchObject({ status: 404, code: "voice_profile_missing" });
  });

  it("gives a readable message when the answer is not the API's", async () => {
    expect(await failure(apiFetch(`${base}/proxy`))).toMatchObject({ status: 502, code: null, message: "Something went wrong (HTTP 502). Please try again." });
    expect(await failure(apiFetch(`${base}/signed-out`))).toMatchObject({ status: 401, code: "unauthorized", message: "Your session has ended. Sign in again to continue." });
  });

  it("says the server could not be reached when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(apiFetch(`http://127.0.0.1:${port}/ok`))).toMatchObject({ status: 0, code: null, message: "Could not reach Brandcast. Check your connection and try again." });
  });

  it("rethrows an abort as an abort, not as an API error", async () => {
    const controller = new AbortController();
    const pending = apiFetch(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbort(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiRequestError);
  });
});
