import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Endpoint } from "@/lib/api/endpoint";
import type { RouteHandler } from "@/lib/api/route";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Where Next looks for a path's handlers: `/api/v1/posts/{id}` → `app/api/v1/posts/[id]/route.ts`. */
export const routeFileOf = (endpoint: Endpoint) => `app${endpoint.path.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`;

/** A route file's exports, by its path from the project root. */
export async function importRouteFile(file: string): Promise<Record<string, unknown>> {
  return import(/* @vite-ignore */ path.join(ROOT, file));
}

/** The handler Next would call for this endpoint (its route file's export named after the method), if there is one. */
export async function routeHandlerOf(endpoint: Endpoint): Promise<RouteHandler | undefined> {
  const file = routeFileOf(endpoint);
  if (!existsSync(path.join(ROOT, file))) return undefined;
  const handler = (await importRouteFile(file))[endpoint.method];
  return typeof handler === "function" ? (handler as RouteHandler) : undefined;
}

/** Every `route.ts` under a folder of the project, as paths from the project root. */
export function routeFilesUnder(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const child = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name === "route.ts") files.push(child);
    }
  };
  walk(folder);
  return files.sort();
}
