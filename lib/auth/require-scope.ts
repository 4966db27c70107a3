import { ApiError } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { roleAllows } from "@/lib/auth/roles";
import { hasScope, type Scope } from "@/lib/auth/scopes";

/** Whether the request may do what `scope` covers: its key holds the scope and its member's role allows it. */
export function callerMay(caller: Caller, scope: Scope): boolean {
  return hasScope(caller.scopes, scope) && roleAllows(caller.role, scope);
}

function refusal(caller: Caller, scopes: readonly Scope[]): ApiError {
  const named = scopes.map((scope) => `"${scope}"`).join(" or ");
  if (!scopes.some((scope) => hasScope(caller.scopes, scope))) {
    return new ApiError("insufficient_scope", `This API key lacks the ${named} scope needed here.`);
  }
  return new ApiError("insufficient_scope", `Your role in this workspace (${caller.role}) does not allow ${named}; ask an owner or admin.`);
}

export function requireScope(caller: Caller, scope: Scope): void {
  if (!callerMay(caller, scope)) throw refusal(caller, [scope]);
}

/** At least one of `scopes` (an endpoint whose scope depends on its body, before the body is read). */
export function requireAnyScope(caller: Caller, scopes: readonly Scope[]): void {
  if (!scopes.some((scope) => callerMay(caller, scope))) throw refusal(caller, scopes);
}

/** Only an owner may do this (the workspace itself, and who its owners are); `what` completes "does not allow …". */
export function assertOwner(caller: Caller, what: string): void {
  if (caller.role !== "owner") {
    throw new ApiError("insufficient_scope", `Your role in this workspace (${caller.role}) does not allow ${what}; only an owner may.`);
  }
}
