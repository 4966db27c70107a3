import { z } from "@/lib/zod";
import { brandRestriction } from "@/lib/auth/brand-restriction";
import { SCOPES } from "@/lib/auth/scopes";
import { dateTimeSchema, toIso, uniqueList, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";

export const RPM_BOUNDS = { min: 1, max: 10_000 } as const;
export const RPD_BOUNDS = { min: 1, max: 1_000_000 } as const;
export const MAX_DAILY_POST_BUDGET = 10_000;

export const createApiKeySchema = z.strictObject({
  name: text({ max: 100, trim: true, visible: true }),
  scopes: uniqueList(z.enum(SCOPES)).min(1, "give at least one scope").default(["read"]),
  brand_ids: uniqueList(uuidSchema).min(1, "use null for all brands, or list at least one brand").max(100).nullable().default(null),
  agent_type: text({ max: 100, trim: true, visible: true }).nullable().default(null),
  rate_limit_rpm: z.number().int().min(RPM_BOUNDS.min).max(RPM_BOUNDS.max).default(60),
  rate_limit_rpd: z.number().int().min(RPD_BOUNDS.min).max(RPD_BOUNDS.max).default(1000),
  expires_at: dateTimeSchema
    .refine((value) => Date.parse(value) > Date.now(), "must be in the future")
    .nullable()
    .default(null),
  // Additive (docs/teams.md, "Approvals").
  requires_approval: z.boolean().default(false).meta({ description: "Every post this key schedules waits for a person's approval." }),
  daily_post_budget: z
    .number()
    .int()
    .min(0)
    .max(MAX_DAILY_POST_BUDGET)
    .nullable()
    .default(null)
    .meta({ description: "Posts per UTC day per brand this key may schedule before approval is required; null = no budget." }),
});

export const revokeApiKeySchema = z.strictObject({ key_id: uuidSchema });

export const apiKeySchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    key_prefix: z.string(),
    scopes: z.array(z.enum(SCOPES)),
    brand_ids: z.array(uuidSchema).nullable(),
    agent_type: z.string().nullable(),
    rate_limit_rpm: z.number().int(),
    rate_limit_rpd: z.number().int(),
    last_used_at: dateTimeSchema.nullable(),
    expires_at: dateTimeSchema.nullable(),
    revoked_at: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
    created_by: z
      .object({ user_id: uuidSchema, name: z.string(), email: z.string() })
      .optional()
      .meta({ description: "Who created the key: only in the workspace-wide list (`GET /api-keys?owner=all`)." }),
    /** Additive (docs/teams.md, "Approvals"). */
    requires_approval: z.boolean(),
    daily_post_budget: z.number().int().nullable(),
  })
  .meta({ id: "ApiKey" });

/**
 * GET /api-keys: the caller's own keys (SPEC.md); with `owner=all`, every active key of the
 * workspace, each naming its creator (owners and admins only: docs/teams.md, "Keys in a team").
 */
export const listApiKeysQuerySchema = z.object({
  owner: z
    .enum(["me", "all"])
    .default("me")
    .meta({ description: "`me` (the default): the caller's own keys. `all`: every active key of the workspace with its creator; `admin` scope and an owner or admin role." }),
});

export const apiKeyWithSecretSchema = apiKeySchema.extend({ key: z.string() }).meta({ id: "ApiKeyWithSecret" });

/** The answer of DELETE /api-keys. */
export const revokedApiKeySchema = z.object({ revoked: z.boolean(), key_id: uuidSchema });

export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;
export type ApiKeyOutput = z.infer<typeof apiKeySchema>;
export type ListApiKeysQuery = z.infer<typeof listApiKeysQuerySchema>;

type ApiKeyRow = {
  id: string;
  name: string;
  keyPrefix: string;
  scopes: string[];
  brandIds: string[];
  agentType: string | null;
  rateLimitRpm: number;
  rateLimitRpd: number;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  requiresApproval: boolean;
  dailyPostBudget: number | null;
};

export function toApiKeyOutput(key: ApiKeyRow): ApiKeyOutput {
  return {
    id: key.id,
    name: key.name,
    key_prefix: key.keyPrefix,
    scopes: key.scopes as ApiKeyOutput["scopes"],
    brand_ids: brandRestriction(key.brandIds),
    agent_type: key.agentType,
    rate_limit_rpm: key.rateLimitRpm,
    rate_limit_rpd: key.rateLimitRpd,
    last_used_at: toIso(key.lastUsedAt),
    expires_at: toIso(key.expiresAt),
    revoked_at: toIso(key.revokedAt),
    created_at: key.createdAt.toISOString(),
    requires_approval: key.requiresApproval,
    daily_post_budget: key.dailyPostBudget,
  };
}
