/**
 * Test support: loopback servers that speak the platforms' publishing APIs as documented
 * (docs/platforms.md), statefully: media must be uploaded (or fetched) before a post may
 * reference it, every request is recorded, tokens are checked, ids and permalinks look real.
 * One file per platform beside this one describes its routes (a `PlatformApi`); this file runs
 * one or more of them on a port, with optional latency and a share of 429 answers for benchmarks.
 *
 * Self-contained (node only), so Playwright specs and scripts import it as well as unit tests.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type PlatformRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  /** The body parsed as JSON, or null. */
  json: any;
  /** The body parsed as a form (application/x-www-form-urlencoded), or null. */
  form: URLSearchParams | null;
  /** This server's own root (scheme, host, port, prefix), for URLs it hands out. */
  baseUrl: string;
};

export type PlatformAnswer = { status: number; json?: unknown; headers?: Record<string, string>; body?: string | Buffer };

export type PlatformApi = {
  name: string;
  /** Answers the request when it is one of this platform's routes; null otherwise. */
  answer(request: PlatformRequest): Promise<PlatformAnswer | null>;
};

/** Every request the server received, with the status it was answered. */
export type RecordedCall = PlatformRequest & { api: string | null; status: number; at: number };

export type PlatformServerOptions = {
  port?: number;
  /** A path every route sits under, e.g. "/v21.0" for the Graph API. */
  pathPrefix?: string;
  /** Each answer waits a random time in [min, max] ms first (benchmarks). */
  latencyMs?: [number, number];
  /** This share (0..1) of calls is answered 429 with Retry-After instead (benchmarks). */
  rateLimitedShare?: number;
  retryAfterSeconds?: number;
  /** For deterministic latency and 429s in tests. */
  random?: () => number;
  /**
   * Requests no API answers go there instead of a 404: an OAuth server beside the API, as X's
   * token endpoint shares the API's host (the path is kept, without `pathPrefix`).
   */
  forwardUnknownTo?: string;
  /**
   * Requests for which the platform does its work (a post is created) but its answer never
   * comes back, as when a runner dies mid-request or the network drops the answer.
   */
  withholdAnswer?: (request: PlatformRequest) => boolean;
  /**
   * Requests for which the platform does its work and then the connection is cut before any
   * answer (a network drop after sending): the caller sees a reset at once, not a timeout.
   */
  cutAnswer?: (request: PlatformRequest) => boolean;
  /** The time each call is recorded at (`at`), when a benchmark drives a clock of its own. */
  clock?: () => number;
  /**
   * False: a recorded call keeps no body (`bytes` empty): a benchmark's thousands of image uploads
   * would otherwise stay in memory to the end. The platform's routes still receive it whole.
   */
  recordBodies?: boolean;
};

export type PlatformServer = { url: string; calls: RecordedCall[]; close: () => Promise<void> };

/** Tokens a platform accepts: a fixed list, or a check (e.g. against an OAuth test server). */
export type TokenCheck = readonly string[] | ((token: string) => boolean | Promise<boolean>);

export async function acceptsToken(check: TokenCheck, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  return typeof check === "function" ? await check(token) : check.includes(token);
}

export function bearerToken(request: PlatformRequest): string | null {
  return /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? null;
}

const NO_BODY = Buffer.alloc(0);

export async function startPlatformServer(apis: PlatformApi[], options: PlatformServerOptions = {}): Promise<PlatformServer> {
  const calls: RecordedCall[] = [];
  const prefix = options.pathPrefix ?? "";
  const random = options.random ?? Math.random;
  let baseUrl = "";
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    const contentType = req.headers["content-type"] ?? "";
    const request: PlatformRequest = {
      method: req.method ?? "",
      path,
      query: url.searchParams,
      headers: req.headers,
      bytes,
      json: contentType.startsWith("application/json") ? parseJson(bytes.toString("utf8")) : null,
      form: contentType.startsWith("application/x-www-form-urlencoded") ? new URLSearchParams(bytes.toString("utf8")) : null,
      baseUrl,
    };
    const call: RecordedCall = { ...request, ...(options.recordBodies === false ? { bytes: NO_BODY } : {}), api: null, status: 0, at: options.clock?.() ?? Date.now() };
    calls.push(call);

    const [min, max] = options.latencyMs ?? [0, 0];
    if (max > 0) await new Promise((resolve) => setTimeout(resolve, min + random() * (max - min)));

    let answer: PlatformAnswer | null = null;
    if (options.rateLimitedShare && random() < options.rateLimitedShare) {
      answer = { status: 429, headers: { "retry-after": String(options.retryAfterSeconds ?? 1) }, json: { error: { message: "Too many requests", code: "rate_limit_exceeded" } } };
    } else {
      for (const api of apis) {
        try {
          answer = await api.answer(request);
        } catch (error) {
          answer = { status: 500, json: { error: { message: `loopback ${api.name}: ${(error as Error).message}` } } };
        }
        if (answer) {
          call.api = api.name;
          break;
        }
      }
    }
    if (!answer && options.forwardUnknownTo) answer = await forward(options.forwardUnknownTo, request, req.url ?? "/");
    answer ??= { status: 404, json: { error: { message: `no route for ${request.method} ${path}` } } };
    call.status = answer.status;
    if (options.withholdAnswer?.(request)) return;
    if (options.cutAnswer?.(request)) {
      req.socket.destroy();
      return;
    }
    const headers: Record<string, string> = { ...answer.headers };
    let body: string | Buffer = answer.body ?? "";
    if (answer.json !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof answer.json === "string" ? answer.json : JSON.stringify(answer.json);
    }
    res.writeHead(answer.status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
  return {
    url: baseUrl,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The request as it came, to `target`; the answer as it went. */
async function forward(target: string, request: PlatformRequest, pathAndQuery: string): Promise<PlatformAnswer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || ["host", "connection", "content-length", "transfer-encoding"].includes(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const response = await fetch(new URL(pathAndQuery, target), {
    method: request.method,
    headers,
    body: ["GET", "HEAD"].includes(request.method) ? undefined : new Uint8Array(request.bytes),
    redirect: "manual",
  });
  const kept: Record<string, string> = {};
  for (const name of ["content-type", "cache-control", "pragma", "location", "www-authenticate"]) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return { status: response.status, headers: kept, body: Buffer.from(await response.arrayBuffer()) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A counter of realistic-looking ids: `nextId()` → "1850000000000000001", … */
export function idCounter(start: bigint): () => string {
  let next = start;
  return () => String((next += 1n));
}
