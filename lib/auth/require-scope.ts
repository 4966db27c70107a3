import { ApiError } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { hasScope, type Scope } from "@/lib/auth/scopes";

export function requireScope(caller: Caller, scope: Scope): void {
  if (!hasScope(caller.scopes, scope)) {
    throw new ApiError("insufficient_scope", `This API key lacks the "${scope}" scope needed here.`);
  }
}

/** At least one of `scopes` (an endpoint whose scope depends on its body, before the body is read). */
export function requireAnyScope(caller: Caller, scopes: readonly Scope[]): void {
  if (!scopes.some((scope) => hasScope(caller.scopes, scope))) {
    throw new ApiError("insufficient_scope", `This API key lacks the ${scopes.map((scope) => `"${scope}"`).join(" or ")} scope needed here.`);
  }
}
