import { randomUUID } from "node:crypto";
import http from "node:http";
import { errorBody, type ResponseContext } from "@/lib/api/envelope";
import { log } from "@/lib/log";
import { edgeProblem } from "@/lib/http/edge-problem";

const INSTALLED = Symbol.for("brandcast.edgeGuard");

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/** Answers a request edgeProblem refuses, in the envelope; false when the request may go on to Next.js. */
function refuse(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const rawUrl = request.url ?? "";
  if (!rawUrl.startsWith("/api/v1")) return false;
  const rawPath = rawUrl.split("?")[0];
  const problem = edgeProblem(request.method ?? "", rawPath, request.rawHeaders);
  if (!problem) return false;
  const context: ResponseContext = { requestId: randomUUID() };
  const body = JSON.stringify(errorBody(context, problem.code, problem.message, problem.details));
  response.writeHead(problem.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "x-request-id": context.requestId,
    ...problem.headers,
  });
  response.end(body);
  const path = rawPath.length > 200 ? `${rawPath.slice(0, 200)}…` : rawPath;
  log().info({ request_id: context.requestId, method: request.method, path, status: problem.status, code: problem.code }, `${request.method} ${path} ${problem.status}`);
  return true;
}

/**
 * Puts edgeProblem in front of Next.js in this server process (instrumentation.ts calls it at
 * start-up): every HTTP server's "request" event passes through it first. Only requests to
 * /api/v1 that Next.js would mishandle are answered here; everything else goes on untouched.
 */
export function installEdgeGuard(): void {
  const prototype = http.Server.prototype as unknown as { emit: Emit; [INSTALLED]?: boolean };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event, ...args) {
    if (event === "request" && refuse(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
  prototype[INSTALLED] = true;
}
