import type { EndpointAuth } from "@/lib/api/endpoint";
import { assertSameOrigin } from "@/lib/api/check-origin";
import type { Caller } from "@/lib/auth/caller";
import { assertOwner, requireAnyScope, requireScope } from "@/lib/auth/require-scope";
import { ApiError } from "@/lib/errors";

/** May this caller call an endpoint of this auth? Throws the 403 that says why not. */
export function authorize(request: Request, caller: Caller, auth: EndpointAuth): void {
  if (auth.kind === "session" && caller.authMethod !== "session") {
    throw new ApiError("session_required", "This endpoint needs a signed-in web session; API keys cannot call it.");
  }
  if (caller.authMethod === "session") assertSameOrigin(request);
  // scope_or_own_key is the handler's to check: only it knows which key the request targets.
  if (auth.kind === "scope") requireScope(caller, auth.scope);
  if (auth.kind === "scope" && auth.ownerOnly) assertOwner(caller, "this");
  // scope_by_field: a key holding none of the scopes is refused here; the handler checks the one its body needs.
  if (auth.kind === "scope_by_field") requireAnyScope(caller, [...new Set(Object.values(auth.scopes))]);
}
