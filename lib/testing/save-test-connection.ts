import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { writeConnection } from "@/lib/connections/write-connection";
import type { ConnectionOutput, CreateConnectionInput } from "@/lib/schemas/connection";

/**
 * Test setup: saves pasted credentials as POST /brands/{id}/connections does, without asking the
 * platform first (that check has its own tests, connections-verification.test.ts), so a
 * publishing test's platform server sees only the publishing requests it asserts.
 */
export async function saveTestConnection(caller: Caller, brandId: string, input: CreateConnectionInput): Promise<ConnectionOutput> {
  await getBrandOrThrow(caller, brandId);
  const saved = await writeConnection({
    workspaceId: caller.workspaceId,
    brandId,
    platform: input.platform,
    secrets: { credentials: input.credentials, oauth: {} },
    authMethod: "manual",
    accountLabel: input.account_label ?? null,
    profile: null,
    tokenExpiresAt: null,
  });
  if (!saved) throw new Error(`brand ${brandId} is not in the caller's workspace`);
  return saved;
}
