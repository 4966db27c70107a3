import type { Caller } from "@/lib/auth/caller";
import { upsertConnection } from "@/lib/connections/upsert-connection";
import type { ConnectionOutput, CreateConnectionInput } from "@/lib/schemas/connection";

/**
 * Test setup: saves pasted credentials as POST /brands/{id}/connections does, without asking the
 * platform first (that check has its own tests, connections-verification.test.ts), so a
 * publishing test's platform server sees only the publishing requests it asserts.
 */
export function saveTestConnection(caller: Caller, brandId: string, input: CreateConnectionInput): Promise<ConnectionOutput> {
  return upsertConnection(caller, brandId, input, async () => ({ profile: null }));
}
