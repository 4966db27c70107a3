import type { APIRequestContext, APIResponse, Page, Request } from "@playwright/test";
import { documentChecker, type DocumentChecker, type OpenApiDocument } from "../../lib/testing/contract/document-checker";

// The contract checks of the Playwright specs, made on the client side: every /api/v1 answer a
// spec (or the dashboard in its browser) receives from the servers is checked against the OpenAPI
// document those servers serve, as a client generated from it would read it (its status listed
// for the operation, its body matching that response's schema). The servers themselves run the
// production build, which checks nothing (lib/api/answer-checks.ts has no check registered there).

const API_V1 = "/api/v1";
const checkers = new Map<string, Promise<DocumentChecker>>();

/** The document the server at `origin` serves, read once per worker. */
function checkerFor(origin: string): Promise<DocumentChecker> {
  let checker = checkers.get(origin);
  if (!checker) {
    checker = fetch(`${origin}${API_V1}/openapi.json`).then(async (response) => {
      if (!response.ok) throw new Error(`contract checks: GET ${origin}${API_V1}/openapi.json answered HTTP ${response.status}`);
      return documentChecker((await response.json()) as OpenApiDocument);
    });
    checkers.set(origin, checker);
  }
  return checker;
}

/** Why an answer breaks the served document, or null; answers outside /api/v1, or to a method and path it does not describe, are not checked. */
export async function answerBreach(method: string, url: string, status: number, text: () => Promise<string>): Promise<string | null> {
  const { origin, pathname } = new URL(url);
  if (!pathname.startsWith(`${API_V1}/`)) return null;
  const checker = await checkerFor(origin);
  const path = checker.pathOf(method, pathname.slice(API_V1.length));
  if (!path) return null;
  let raw: string;
  try {
    raw = await text();
  } catch {
    // The body is gone (a page that navigated away no longer holds it): nothing to check.
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = undefined;
  }
  return checker.breach(`${method} ${pathname}`, method, path, status, body);
}

const SENDS = new Set(["get", "post", "put", "patch", "delete", "fetch"]);

/** The method a `fetch` call sends: its options' method, the Request's own, or GET. */
function fetchMethod(target: string | Request, options?: { method?: string }): string {
  return (options?.method ?? (typeof target === "string" ? "GET" : target.method())).toUpperCase();
}

/**
 * `context`, with every answer it receives checked against the served document: a breach throws
 * from the call that received it, failing the spec that made the request with the breach named.
 */
export function checkedContext<C extends APIRequestContext>(context: C): C {
  return new Proxy(context, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      const bound = value.bind(target) as (url: string | Request, options?: { method?: string }) => Promise<APIResponse>;
      if (typeof property !== "string" || !SENDS.has(property)) return bound;
      return async (url: string | Request, options?: { method?: string }) => {
        const response = await bound(url, options);
        const method = property === "fetch" ? fetchMethod(url, options) : property.toUpperCase();
        const breach = await answerBreach(method, response.url(), response.status(), () => response.text());
        if (breach) throw new Error(breach);
        return response;
      };
    },
  });
}

/**
 * Checks every /api/v1 answer the app's own server sends the page (they carry its X-Request-Id;
 * an answer a spec fulfils itself with page.route does not); `breaches()` waits for the checks
 * still running and lists what they found.
 */
export function checkPageAnswers(page: Page): { breaches: () => Promise<string[]> } {
  const checks: Promise<string | null>[] = [];
  page.on("response", (response) => {
    if (!response.headers()["x-request-id"]) return;
    checks.push(answerBreach(response.request().method(), response.url(), response.status(), () => response.text()));
  });
  return { breaches: async () => (await Promise.all(checks)).filter((breach): breach is string => breach !== null) };
}
