import { notFound } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { checkPastedCredentials, type Verification } from "@/lib/connections/verify/check-pasted-credentials";
import type { AccountProfile } from "@/lib/platforms/oauth-kit/connector";
import { writeConnection } from "@/lib/connections/write-connection";
import type { ConnectionOutput, CreateConnectionInput } from "@/lib/schemas/connection";

/** Who the pasted credentials act for; the tests' setup passes one that asks nobody (lib/testing/save-test-connection.ts). */
export type CredentialCheck = (
  platform: CreateConnectionInput["platform"],
  credentials: Record<string, string>,
) => Promise<{ verification?: Verification; profile: AccountProfile | null }>;

/**
 * POST /brands/{id}/connections: connects (or reconnects, replacing credentials and label)
 * the brand's account on one platform with credentials the caller pasted. They are sealed
 * before they reach the database and are never returned. The platform is asked who they act for
 * first (check-pasted-credentials.ts): refused ones are not saved; the answer says what was learnt.
 */
export async function upsertConnection(
  caller: Caller,
  brandId: string,
  input: CreateConnectionInput,
  check: CredentialCheck = checkPastedCredentials,
): Promise<ConnectionOutput> {
  await getBrandOrThrow(caller, brandId);
  // Asked before anything is written: credentials the platform refuses are a 400 and never saved.
  const { verification, profile } = await check(input.platform, input.credentials);
  const saved = await writeConnection({
    workspaceId: caller.workspaceId,
    brandId,
    platform: input.platform,
    secrets: { credentials: input.credentials, oauth: {} },
    authMethod: "manual",
    accountLabel: input.account_label ?? null,
    profile,
    tokenExpiresAt: null,
    verification,
  });
  // No row: the brand was deleted between the check above and the statement.
  if (!saved) throw notFound("Brand");
  return saved;
}
