import type { HttpMethod } from "@/lib/api/endpoint";
import { API_V1_ENDPOINTS } from "@/lib/api/endpoints";

type Template = { pattern: RegExp; params: number; methods: HttpMethod[] };

/** Declared paths as patterns, plus the OpenAPI document (public, GET only). */
const TEMPLATES: Template[] = (() => {
  const byPath = new Map<string, HttpMethod[]>([["/api/v1/openapi.json", ["GET"]]]);
  for (const endpoint of API_V1_ENDPOINTS) byPath.set(endpoint.path, [...(byPath.get(endpoint.path) ?? []), endpoint.method]);
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}/?$`),
    params: (path.match(/\{/g) ?? []).length,
    methods,
  }));
})();

/**
 * The methods a path under /api/v1 serves, as Next.js routes it (a fixed segment before a
 * parameter: /posts/schedule is not /posts/{id}), or null for a path no route declares.
 */
export function allowedMethodsOf(pathname: string): HttpMethod[] | null {
  const matching = TEMPLATES.filter((template) => template.pattern.test(pathname)).sort((a, b) => a.params - b.params);
  return matching[0]?.methods ?? null;
}
