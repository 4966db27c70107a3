import type { Scope } from "@/lib/auth/scopes";
import { createApiKey } from "@/lib/keys/create-api-key";
import { createApiKeySchema } from "@/lib/schemas/api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";

/** A real key for the user in their personal workspace (or `workspaceId`), made by the same code as POST /api-keys; returns the raw key and its id. */
export async function createTestApiKey(
  userId: string,
  options: { scopes?: Scope[]; brandIds?: string[] | null; rpm?: number; rpd?: number; expiresAt?: string | null; workspaceId?: string } = {},
) {
  const input = createApiKeySchema.parse({
    name: "test key",
    scopes: options.scopes ?? ["admin"],
    brand_ids: options.brandIds ?? null,
    rate_limit_rpm: options.rpm ?? 60,
    rate_limit_rpd: options.rpd ?? 1000,
    expires_at: options.expiresAt ?? null,
  });
  const created = await createApiKey({ userId, workspaceId: options.workspaceId ?? (await personalWorkspaceId(userId)) }, input);
  return { key: created.key, id: created.id, bearer: { authorization: `Bearer ${created.key}` } };
}
