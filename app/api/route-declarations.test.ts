import { describe, expect, it } from "vitest";
import { endpointName } from "@/lib/api/endpoint";
import { ENDPOINTS } from "@/lib/api/endpoints";
import { allowHeader, isOtherMethodHandler } from "@/lib/api/other-methods";
import { declarationOf } from "@/lib/api/route";
import { importRouteFile, routeFileOf, routeFilesUnder, routeHandlerOf } from "@/lib/testing/route-module";

const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

// Route files under app/api that answer outside the envelope on purpose, and so have no declaration.
const UNDECLARED: Record<string, string> = {
  "app/api/v1/[...path]/route.ts": "the catch-all 404 for any path no route claims",
  "app/api/v1/openapi.json/route.ts": "the public OpenAPI document itself, generated from the declarations",
  "app/api/auth/[...nextauth]/route.ts": "NextAuth's own sign-in handlers",
  "app/api/inngest/route.ts": "Inngest's serve handler",
  "app/api/bench/posts/route.ts": "the benchmark's baseline, which skips the wrapper by design",
  "app/api/mcp/route.ts": "the MCP server (JSON-RPC); each of its tools runs a declared route handler (app/api/mcp/tools.ts)",
};

describe("every route handler has a declaration, every declaration a route handler", () => {
  it.each(routeFilesUnder("app/api").filter((file) => !(file in UNDECLARED)))("%s: each exported method is route(declaration) of this path and method", async (file) => {
    const exports = await importRouteFile(file);
    const methods = Object.keys(exports).filter((name) => HTTP_METHODS.includes(name) && !isOtherMethodHandler(exports[name]));
    expect(methods.length, `${file} exports no handler`).toBeGreaterThan(0);
    for (const method of methods) {
      const declaration = declarationOf(exports[method]);
      expect(declaration, `${file} ${method} is not made with route()`).toBeDefined();
      expect(declaration!.method, `${file} ${method}`).toBe(method);
      expect(routeFileOf(declaration!), `${file} ${method} serves ${endpointName(declaration!)}`).toBe(file);
    }
  });

  it.each(ENDPOINTS.map((endpoint) => [endpointName(endpoint), endpoint] as const))("%s is served by its route file", async (_name, endpoint) => {
    const handler = await routeHandlerOf(endpoint);
    expect(handler, `${routeFileOf(endpoint)} exports no ${endpoint.method}`).toBeDefined();
    expect(declarationOf(handler), `${routeFileOf(endpoint)} ${endpoint.method} is made from another declaration`).toBe(endpoint);
  });

  it.each(routeFilesUnder("app/api/v1"))("%s answers every method in the envelope: the others 405 with Allow, OPTIONS 204", async (file) => {
    const exports = await importRouteFile(file);
    const served = HTTP_METHODS.filter((method) => typeof exports[method] === "function" && !isOtherMethodHandler(exports[method]));
    const missing = HTTP_METHODS.filter((method) => !(method in exports) && !(method === "HEAD" && served.includes("GET")));
    expect(missing, `${file} leaves these to Next.js's empty 405`).toEqual([]);
    if (file === "app/api/v1/[...path]/route.ts") return; // every method is its 404
    const options = await (exports.OPTIONS as (request: Request) => Promise<Response>)(new Request("http://localhost:3000/api/v1/x", { method: "OPTIONS" }));
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe(allowHeader(served.filter((method) => method !== "HEAD") as never));
    expect(options.headers.get("x-request-id")).toBeTruthy();
  });

  it("each declaration is unique and declares exactly its path's parameters", () => {
    const names = ENDPOINTS.map(endpointName);
    expect(new Set(names).size).toBe(names.length);
    for (const endpoint of ENDPOINTS) {
      const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      expect(Object.keys(endpoint.params?.shape ?? {}).sort(), endpointName(endpoint)).toEqual(inPath);
    }
  });
});
