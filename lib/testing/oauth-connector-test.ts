import { afterEach } from "vitest";
import type { Loopback, Script } from "@/lib/testing/loopback-server";
import { startLoopback } from "@/lib/testing/loopback-server";
import { resetEnv, useEnv } from "@/lib/testing/oauth-env";

// Test support for lib/platforms/<platform>/oauth.test.ts: loopback servers that answer like a
// platform's sign-in, token and lookup endpoints, and the environment that points at them.

export const REDIRECT_URI = "https://app.example/connections/oauth/callback";

/** Loopbacks started in a test, closed after it; the environment is reset too. */
export function loopbacks() {
  const started: Loopback[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
    resetEnv();
  });
  return async (script: Script, pathPrefix = "") => {
    const server = await startLoopback(script, pathPrefix);
    started.push(server);
    return server;
  };
}

export { useEnv };

/** The form fields of a recorded request, as an object. */
export const formOf = (request: { form: URLSearchParams | null }) => Object.fromEntries(request.form ?? new URLSearchParams());
export const queryOf = (request: { query: URLSearchParams }) => Object.fromEntries(request.query);
