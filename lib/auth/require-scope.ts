import { ApiError } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { hasScope, type Scope } from "@/lib/auth/scopes";

export function requireScope(caller: Caller, scope: Scope): void {
  if (!hasScope(caller.scopes, scope)) {
    throw new ApiError("insufficient_scope", `This API key lacks the "${scope}" scope needed here.`);
  }
}
