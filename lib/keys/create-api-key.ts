import { ApiError, invalidRequest } from "@/lib/errors";
import { activeKeyCondition } from "@/lib/auth/active-key";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key-format";
import { storedBrandIds } from "@/lib/auth/brand-restriction";
import { db } from "@/lib/db/client";
import type { Plan } from "@/lib/db/generated/enums";
import { toApiKeyOutput, type CreateApiKeyInput } from "@/lib/schemas/api-key";
import { PLAN_CAPS } from "@/lib/users/plans";

const COUNT_ACTIVE_KEYS = `SELECT count(*)::int AS active FROM api_keys a WHERE a.user_id = $1::uuid AND ${activeKeyCondition("a")}`;

/** Who a key is made for: its creator, and the workspace it will act in (docs/teams.md). */
export type KeyOwner = { userId: string; workspaceId: string };

/** Creates a key for a signed-in user in their session's workspace; the raw key is returned here and never again. */
export async function createApiKey({ userId, workspaceId }: KeyOwner, input: CreateApiKeyInput) {
  await assertWorkspaceBrands(workspaceId, input.brand_ids);
  const key = generateApiKey();
  const row = await db().$transaction(async (tx) => {
    // The user's row is locked first, so two creations for one user run one after the
    // other and the second counts the first: the plan's cap on active keys holds exactly.
    const [user] = await tx.$queryRaw<{ plan: Plan }[]>`SELECT plan FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    if (!user) throw new ApiError("unauthorized", "Your session has ended. Sign in again.");
    const caps = PLAN_CAPS[user.plan];
    if (input.rate_limit_rpm > caps.maxKeyRpm) {
      throw invalidRequest(`rate_limit_rpm: the ${user.plan} plan allows at most ${caps.maxKeyRpm} requests per minute per key.`, [
        { field: "rate_limit_rpm", limit: caps.maxKeyRpm, actual: input.rate_limit_rpm },
      ]);
    }
    if (input.rate_limit_rpd > caps.maxKeyRpd) {
      throw invalidRequest(`rate_limit_rpd: the ${user.plan} plan allows at most ${caps.maxKeyRpd} requests per day per key.`, [
        { field: "rate_limit_rpd", limit: caps.maxKeyRpd, actual: input.rate_limit_rpd },
      ]);
    }
    const [{ active }] = await tx.$queryRawUnsafe<{ active: number }[]>(COUNT_ACTIVE_KEYS, userId);
    if (active >= caps.maxActiveKeys) {
      throw new ApiError("invalid_request", `The ${user.plan} plan allows ${caps.maxActiveKeys} active keys; revoke one first.`);
    }
    return tx.apiKey.create({
      data: {
        userId,
        workspaceId,
        name: input.name,
        keyHash: hashApiKey(key),
        keyPrefix: apiKeyPrefix(key),
        scopes: input.scopes,
        brandIds: storedBrandIds(input.brand_ids),
        agentType: input.agent_type,
        rateLimitRpm: input.rate_limit_rpm,
        rateLimitRpd: input.rate_limit_rpd,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        requiresApproval: input.requires_approval,
        dailyPostBudget: input.daily_post_budget,
      },
    });
  });
  return { ...toApiKeyOutput(row), key };
}

async function assertWorkspaceBrands(workspaceId: string, brandIds: string[] | null): Promise<void> {
  if (!brandIds) return;
  const owned = await db().brand.findMany({ where: { workspaceId, id: { in: brandIds } }, select: { id: true } });
  const ownedIds = new Set(owned.map((brand) => brand.id));
  const index = brandIds.findIndex((id) => !ownedIds.has(id));
  if (index >= 0) throw invalidRequest(`brand_ids[${index}]: no such brand.`);
}
