import { z } from "@/lib/zod";
import { cleanAccountProfile } from "@/lib/schemas/clean-account-profile";
import { CREDENTIAL_FIELDS, CREDENTIAL_SCHEMAS } from "@/lib/platforms/credentials/credential-schemas";
import { platformSchema, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";

const accountLabelSchema = text({ max: 200, trim: true, visible: true });

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

/** The signed-in account, as the platform showed it at sign-in, as plain text; never a secret. */
export const connectionAccountSchema = z
  .object({
    name: z.string().meta({ description: "Plain text (no markup or control characters), at most 200 characters." }),
    handle: z.string().nullable().meta({ description: "Plain text, at most 200 characters; null when the platform has none." }),
    avatar_url: z.string().nullable().meta({ description: "The account's picture: an https URL, or null (the platform sent none, or something else)." }),
  })
  .meta({ id: "ConnectionAccount" });

/** What the platform said when the credentials were last saved: asked who they act for. */
export const connectionVerificationSchema = z
  .object({
    status: z.enum(["verified", "unchecked"]).meta({
      description: "`verified`: the platform answered with the account; `unchecked`: it could not be asked or gave no usable answer (then `reason`). Credentials the platform refused are never saved.",
    }),
    checked_at: z.string(),
    reason: z.string().nullable().meta({ description: "Why it could not be checked (a timeout, the platform's error, sandbox mode); null when verified." }),
  })
  .meta({ id: "ConnectionVerification" });

export const CONNECTION_STATUSES = ["active", "reconnect_required"] as const;

/** A connection as the API shows it: never the credentials, only their field names. */
export const connectionSchema = z
  .object({
    brand_id: uuidSchema,
    platform: platformSchema,
    account_label: z.string().nullable(),
    credential_fields: z.array(z.string()).meta({
      description: "The names of the stored credentials (never their values): the platform's declared fields, and `refresh_token` when a sign-in stored one for renewals.",
    }),
    /** The id of the key that sealed the credentials (rotation shows progress here); not a secret. */
    key_id: z.string(),
    /** `oauth`: connected with the platform's own sign-in (renewed automatically); `manual`: pasted credentials. */
    auth_method: z.enum(["manual", "oauth"]),
    /** `reconnect_required`: its token was refused or could not be renewed; publishing to it fails until it is reconnected. */
    status: z.enum(CONNECTION_STATUSES),
    /** Why it needs reconnecting (the platform's words); null while active. */
    status_reason: z.string().nullable(),
    /** The account signed in with; null for a manual connection. */
    account: connectionAccountSchema.nullable(),
    /** When the stored access token expires, where the platform says (renewed before then where it can be); null when unknown or never. */
    token_expires_at: z.string().nullable(),
    /** When the stored token was obtained, by the sign-in or the last renewal; null for a manual connection. */
    token_refreshed_at: z.string().nullable(),
    connected_at: z.string(),
    updated_at: z.string(),
    /** Whether the credentials were checked with the platform when saved; null for a connection saved before this check existed. */
    verification: connectionVerificationSchema.nullable(),
  })
  .meta({ id: "Connection" });

export type ConnectionOutput = z.infer<typeof connectionSchema>;

type ConnectionRow = {
  brandId: string;
  platform: string;
  accountLabel: string | null;
  keyId: string;
  authMethod: string;
  status: string;
  statusReason: string | null;
  tokenExpiresAt: Date | null;
  accountName: string | null;
  accountHandle: string | null;
  accountAvatarUrl: string | null;
  /** The sealed credentials hold a refresh token too (sign-in connections of platforms that issue one). */
  hasRefreshToken: boolean | null;
  refreshedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  verificationStatus: string | null;
  verificationReason: string | null;
  verificationCheckedAt: Date | null;
};

/** Cleaned again on the way out, so a row stored before the rules were is answered by them too. */
function accountOutput(stored: Parameters<typeof cleanAccountProfile>[0]) {
  const { name, handle, avatarUrl } = cleanAccountProfile(stored);
  return { name, handle, avatar_url: avatarUrl };
}

/** Parsed through the schema (docs/style.md, item 4), so no column can leak into the answer. */
export function toConnectionOutput(row: ConnectionRow): ConnectionOutput {
  const platform = row.platform as PlatformId;
  return connectionSchema.parse({
    brand_id: row.brandId,
    platform,
    account_label: row.accountLabel,
    credential_fields: [...(CREDENTIAL_FIELDS[platform] ?? []), ...(row.hasRefreshToken === true ? ["refresh_token"] : [])],
    key_id: row.keyId,
    auth_method: row.authMethod === "oauth" ? "oauth" : "manual",
    status: row.status === "reconnect_required" ? "reconnect_required" : "active",
    status_reason: row.status === "reconnect_required" ? row.statusReason : null,
    account: row.accountName ? accountOutput({ name: row.accountName, handle: row.accountHandle, avatarUrl: row.accountAvatarUrl }) : null,
    token_expires_at: row.tokenExpiresAt?.toISOString() ?? null,
    token_refreshed_at: row.refreshedAt?.toISOString() ?? null,
    connected_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    verification: verificationOutput(row),
  });
}

function verificationOutput(row: ConnectionRow) {
  if (!row.verificationCheckedAt || (row.verificationStatus !== "verified" && row.verificationStatus !== "unchecked")) return null;
  return { status: row.verificationStatus, checked_at: row.verificationCheckedAt.toISOString(), reason: row.verificationStatus === "unchecked" ? row.verificationReason : null };
}

/** The answer of DELETE /brands/{id}/connections/{platform}. */
export const deletedConnectionSchema = z.object({ deleted: z.literal(true), platform: platformSchema });
