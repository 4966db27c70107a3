import { ApiError, invalidRequest } from "@/lib/api/errors";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key-format";
import { db } from "@/lib/db/client";
import { toApiKeyOutput, type CreateApiKeyInput } from "@/lib/schemas/api-key";
import { PLAN_CAPS } from "@/lib/users/plans";

/** Creates a key for a signed-in user; the raw key is returned here and never again. */
export async function createApiKey(userId: string, input: CreateApiKeyInput) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { plan: true } });
  const caps = PLAN_CAPS[user.plan];
  if (input.rate_limit_rpm > caps.maxKeyRpm) {
    throw invalidRequest(`rate_limit_rpm: the ${user.plan} plan allows at most ${caps.maxKeyRpm} requests per minute per key.`);
  }
  if (input.rate_limit_rpd > caps.maxKeyRpd) {
    throw invalidRequest(`rate_limit_rpd: the ${user.plan} plan allows at most ${caps.maxKeyRpd} requests per day per key.`);
  }
  await assertOwnBrands(userId, input.brand_ids);

  const activeKeys = await db().apiKey.count({
    where: { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
  });
  if (activeKeys >= caps.maxActiveKeys) {
    throw new ApiError("invalid_request", `The ${user.plan} plan allows ${caps.maxActiveKeys} active keys; revoke one first.`);
  }

  const key = generateApiKey();
  const row = await db().apiKey.create({
    data: {
      userId,
      name: input.name,
      keyHash: hashApiKey(key),
      keyPrefix: apiKeyPrefix(key),
      scopes: input.scopes,
      brandIds: input.brand_ids ?? [],
      agentType: input.agent_type,
      rateLimitRpm: input.rate_limit_rpm,
      rateLimitRpd: input.rate_limit_rpd,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    },
  });
  return { ...toApiKeyOutput(row), key };
}

async function assertOwnBrands(userId: string, brandIds: string[] | null): Promise<void> {
  if (!brandIds) return;
  const owned = await db().brand.findMany({ where: { userId, id: { in: brandIds } }, select: { id: true } });
  const ownedIds = new Set(owned.map((brand) => brand.id));
  const index = brandIds.findIndex((id) => !ownedIds.has(id));
  if (index >= 0) throw invalidRequest(`brand_ids[${index}]: no such brand.`);
}
