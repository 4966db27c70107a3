import { randomBytes } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { checkedContext } from "./contract";

// Helpers for API specs (e2e/api); the contexts they make check every /api/v1 answer against the
// served OpenAPI document (./contract.ts). Contract of the routes (docs/api-decisions.md):
//   POST /api/auth/signup {email, password, name}      -> creates the user
//   GET  /api/auth/csrf, POST /api/auth/callback/credentials (NextAuth v4, form-encoded)
//   POST /api/v1/api-keys (session only, Origin checked) -> { data: { key, id, ... } }

export const E2E_PASSWORD = "e2e-password-0123456789";

export type TestUser = { email: string; password: string; name: string };

/** A signed-in APIRequestContext: session cookie in its jar, `Origin: baseURL` on every request. */
export type SessionContext = APIRequestContext & { user: TestUser; baseURL: string };

export function uniqueEmail(label = "e2e"): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@e2e.brandcast.local`;
}

async function failure(what: string, response: APIResponse): Promise<Error> {
  const body = await response.text().catch(() => "");
  return new Error(`${what}: HTTP ${response.status()} ${response.url()}\n${body.slice(0, 1000)}`);
}

/** POST /api/auth/signup for a new unique user (or the one given); returns its credentials. */
export async function signUp(request: APIRequestContext, baseURL: string, user: Partial<TestUser> = {}): Promise<TestUser> {
  const created: TestUser = {
    email: user.email ?? uniqueEmail(),
    password: user.password ?? E2E_PASSWORD,
    name: user.name ?? "E2E User",
  };
  const response = await request.post(new URL("/api/auth/signup", baseURL).toString(), {
    data: created,
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw await failure(`sign-up of ${created.email} failed`, response);
  return created;
}

/**
 * Signs an existing user in through NextAuth's credentials flow and returns a NEW context
 * (its own cookie jar) carrying the session cookie. Dispose it when done
 * (`await ctx.dispose()`), or use the `session` fixture of e2e/support/fixtures.ts.
 */
export async function signIn(baseURL: string, user: TestUser): Promise<SessionContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const csrfResponse = await context.get("/api/auth/csrf");
    if (!csrfResponse.ok()) throw await failure("GET /api/auth/csrf failed", csrfResponse);
    const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
    const response = await context.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: user.email, password: user.password, json: "true" },
      maxRedirects: 0,
    });
    const state = await context.storageState();
    const hasSession = state.cookies.some((cookie) => /(^|\.)next-auth\.session-token$/.test(cookie.name));
    if (!hasSession) throw await failure(`sign-in of ${user.email} set no session cookie`, response);
    return checkedContext(Object.assign(context, { user, baseURL }));
  } catch (error) {
    await context.dispose();
    throw error;
  }
}

/**
 * `signUpAndSignIn(request, baseURL)`: a fresh unique user, signed in. The returned context
 * is an APIRequestContext (relative URLs resolve against baseURL) that also carries `.user`.
 */
export async function signUpAndSignIn(
  request: APIRequestContext,
  baseURL: string,
  user: Partial<TestUser> = {},
): Promise<SessionContext> {
  return signIn(baseURL, await signUp(request, baseURL, user));
}

export type CreatedApiKey = { key: string; id: string; data: Record<string, unknown> };

/** POST /api/v1/api-keys with a session context; returns the raw key and its id (from `data`). */
export async function createApiKey(sessionCtx: APIRequestContext, body: Record<string, unknown>): Promise<CreatedApiKey> {
  const response = await sessionCtx.post("/api/v1/api-keys", { data: body });
  if (!response.ok()) throw await failure("POST /api/v1/api-keys failed", response);
  const { data } = (await response.json()) as { data: Record<string, unknown> & { key: string; id: string } };
  if (!data?.key || !data?.id) throw new Error(`POST /api/v1/api-keys answered without data.key/data.id: ${JSON.stringify(data)}`);
  return { key: data.key, id: data.id, data };
}

/** A context that sends `Authorization: Bearer <key>` (no cookies, no Origin), for key-authenticated calls. */
export async function apiKeyContext(baseURL: string, key: string): Promise<APIRequestContext> {
  return checkedContext(await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } }));
}
