import { z } from "zod";
import { CREDENTIAL_FIELDS, CREDENTIAL_SCHEMAS } from "@/lib/connections/credential-fields";
import { uuidSchema } from "@/lib/schemas/common";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";

const accountLabelSchema = z.string().trim().min(1, "must not be empty").max(200);

const platformList = PLATFORM_IDS.join(", ");

/**
 * The body of POST /brands/{id}/connections: one object per platform, so that the OpenAPI
 * document shows each platform's exact credential fields and a missing or extra field is a
 * 400 that names it (`credentials.page_id: is required`).
 */
export const createConnectionSchema = z.discriminatedUnion(
  "platform",
  PLATFORM_IDS.map((platform) =>
    z.strictObject({
      platform: z.literal(platform),
      credentials: CREDENTIAL_SCHEMAS[platform],
      /** What the user sees: a handle, page or account name. Never a secret. */
      account_label: accountLabelSchema.optional(),
    }),
  ) as unknown as [ConnectionOption, ...ConnectionOption[]],
  { error: (issue) => (issue.code === "invalid_union" ? `must be one of ${platformList}` : undefined) },
);

type ConnectionOption = z.ZodObject<{
  platform: z.ZodLiteral<PlatformId>;
  credentials: z.ZodType<Record<string, string>>;
  account_label: z.ZodOptional<typeof accountLabelSchema>;
}>;

export type CreateConnectionInput = { platform: PlatformId; credentials: Record<string, string>; account_label?: string };

/** A connection as the API shows it: never the credentials, only their field names. */
export const connectionSchema = z.object({
  brand_id: uuidSchema,
  platform: z.enum(PLATFORM_IDS),
  account_label: z.string().nullable(),
  credential_fields: z.array(z.string()),
  /** The id of the key that sealed the credentials (rotation shows progress here); not a secret. */
  key_id: z.string(),
  connected_at: z.string(),
  updated_at: z.string(),
});

export type ConnectionOutput = z.infer<typeof connectionSchema>;

type ConnectionRow = { brandId: string; platform: string; accountLabel: string | null; keyId: string; createdAt: Date; updatedAt: Date };

/** Parsed through the schema (STYLE.md, item 4), so no column can leak into the answer. */
export function toConnectionOutput(row: ConnectionRow): ConnectionOutput {
  const platform = row.platform as PlatformId;
  return connectionSchema.parse({
    brand_id: row.brandId,
    platform,
    account_label: row.accountLabel,
    credential_fields: [...(CREDENTIAL_FIELDS[platform] ?? [])],
    key_id: row.keyId,
    connected_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });
}

/** The answer of DELETE /brands/{id}/connections/{platform}. */
export const deletedConnectionSchema = z.object({ deleted: z.literal(true), platform: z.enum(PLATFORM_IDS) });
