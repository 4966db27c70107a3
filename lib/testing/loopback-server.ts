/**
 * Test support: a loopback HTTP server that answers like a platform's API from a script, and
 * records every request so tests can assert method, path, headers and body.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as received (an uploaded image). */
  bytes: Buffer;
  /** The body parsed as JSON, or null. */
  json: any;
  /** The body parsed as a form, when it was sent as one. */
  form: URLSearchParams | null;
};

export type Reply =
  | { status: number; headers?: Record<string, string>; json?: unknown; body?: string | Uint8Array }
  /** Drop the connection after reading the request: the request reached the platform. */
  | "reset";

/** "METHOD /path" → replies in order; the last one repeats. */
export type Script = Record<string, Reply | Reply[]>;

export type Loopback = { baseUrl: string; requests: RecordedRequest[]; close: () => Promise<void> };

export async function startLoopback(script: Script, pathPrefix = ""): Promise<Loopback> {
  const requests: RecordedRequest[] = [];
  const served = new Map<string, number>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const body = bytes.toString("utf8");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = url.pathname.startsWith(pathPrefix) ? url.pathname.slice(pathPrefix.length) : url.pathname;
    const isForm = (req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
    requests.push({
      method: req.method ?? "",
      path,
      query: url.searchParams,
      headers: req.headers,
      body,
      bytes,
      json: parseJson(body),
      form: isForm ? new URLSearchParams(body) : null,
    });

    const key = `${req.method} ${path}`;
    const entry = script[key];
    if (entry === undefined) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `loopback: no route for ${key}` } }));
      return;
    }
    const replies = Array.isArray(entry) ? entry : [entry];
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const reply = replies[Math.min(index, replies.length - 1)];
    if (reply === "reset") {
      req.socket.destroy();
      return;
    }
    const headers: Record<string, string> = { ...reply.headers };
    let payload: string | Uint8Array = reply.body ?? "";
    if (reply.json !== undefined) {
      headers["content-type"] ??= "application/json";
      payload = JSON.stringify(reply.json);
    }
    res.writeHead(reply.status, headers);
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${pathPrefix}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Sleeps that resolve at once, for publishers' own polling in tests. */
export const noSleep = async () => {};
