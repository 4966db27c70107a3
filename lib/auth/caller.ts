import type { Role } from "@/lib/auth/roles";
import type { Scope } from "@/lib/auth/scopes";

/** Who is calling, as every domain function receives it (docs/architecture.md, "How a request flows"). */
export type Caller = {
  userId: string;
  authMethod: "api_key" | "session";
  /** The key that authenticated the request; null for a session. */
  keyId: string | null;
  /** The key's scopes (a session: every scope); what the request may do is also bounded by `role`. */
  scopes: readonly Scope[] | readonly string[];
  /**
   * The brands the request may reach: the key's restriction and the member's, both applied;
   * null = all of the workspace's brands.
   */
  brandIds: readonly string[] | null;
  /** The workspace the request acts in: a key's own, a session's chosen one (docs/teams.md). */
  workspaceId: string;
  /** The caller's role there, as it is now. */
  role: Role;
};

export function canReachBrand(caller: Caller, brandId: string): boolean {
  return caller.brandIds === null || caller.brandIds.includes(brandId);
}
