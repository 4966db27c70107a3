import type { Endpoint } from "@/lib/api/endpoint";
import type { ResponseContext } from "@/lib/api/envelope";
import { authenticate, RateLimitedError } from "@/lib/auth/authenticate";
import type { Caller } from "@/lib/auth/caller";

/**
 * Authenticate and limit: the caller (API key, else session cookie) and its rate-limit
 * admission, which lib/auth/authenticate gets in the same database round trip as the key.
 * Whatever happens, `context` learns what meta.auth_method and the rate-limit headers report.
 * null for an anonymous endpoint, which has neither.
 */
export async function authenticateAndLimit(request: Request, endpoint: Endpoint, context: ResponseContext): Promise<Caller | null> {
  if (endpoint.auth.kind === "anonymous") return null;
  try {
    const { caller, admission } = await authenticate(request);
    context.authMethod = caller.authMethod;
    context.admission = admission;
    return caller;
  } catch (error) {
    if (error instanceof RateLimitedError) {
      context.authMethod = error.caller.authMethod;
      context.admission = error.admission;
    } else {
      // Refused before we know who it is: report what the caller attempted.
      context.authMethod = request.headers.has("authorization") ? "api_key" : "session";
    }
    throw error;
  }
}
