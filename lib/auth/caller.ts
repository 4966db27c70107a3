import type { Scope } from "@/lib/auth/scopes";

/** Who is calling, as every domain function receives it (docs/design.md, "How a request flows"). */
export type Caller = {
  userId: string;
  authMethod: "api_key" | "session";
  /** The key that authenticated the request; null for a session. */
  keyId: string | null;
  scopes: readonly Scope[] | readonly string[];
  /** The brands a key is restricted to; null = all of the user's brands. */
  brandIds: readonly string[] | null;
};

export function canReachBrand(caller: Caller, brandId: string): boolean {
  return caller.brandIds === null || caller.brandIds.includes(brandId);
}
