import { randomUUID } from "node:crypto";
import { notFound } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { requireKeyRing } from "@/lib/connections/key-ring";
import { connectionAad, seal } from "@/lib/connections/seal";
import { dbPool } from "@/lib/db/pool";
import { toConnectionOutput, type ConnectionOutput, type CreateConnectionInput } from "@/lib/schemas/connection";

// One statement: the brand must be the caller's (owner in the WHERE of the SELECT), a new row
// is inserted, or the brand's row for the platform is replaced (owner in the WHERE of the
// UPDATE). ON CONFLICT makes two concurrent POSTs for one platform end as one row, not a 500.
const UPSERT = `
INSERT INTO platform_connections (id, user_id, brand_id, platform, account_label, sealed_credentials, key_id, created_at, updated_at)
SELECT $1::uuid, b.user_id, b.id, $4, $5, $6, $7, now(), now()
  FROM brands b
 WHERE b.id = $3::uuid AND b.user_id = $2::uuid
ON CONFLICT (brand_id, platform) DO UPDATE
   SET account_label = EXCLUDED.account_label,
       sealed_credentials = EXCLUDED.sealed_credentials,
       key_id = EXCLUDED.key_id,
       updated_at = now()
 WHERE platform_connections.user_id = $2::uuid
RETURNING brand_id, platform, account_label, key_id, created_at, updated_at`;

type Row = { brand_id: string; platform: string; account_label: string | null; key_id: string; created_at: Date; updated_at: Date };

/**
 * POST /brands/{id}/connections: connects (or reconnects, replacing credentials and label)
 * the brand's account on one platform. The credentials are sealed before they reach the
 * database and are never returned.
 */
export async function upsertConnection(caller: Caller, brandId: string, input: CreateConnectionInput): Promise<ConnectionOutput> {
  await getBrandOrThrow(caller, brandId);
  const ring = requireKeyRing();
  const { sealed, keyId } = seal(JSON.stringify(input.credentials), connectionAad(brandId, input.platform), ring);
  const { rows } = await dbPool().query<Row>(UPSERT, [
    randomUUID(),
    caller.userId,
    brandId,
    input.platform,
    input.account_label ?? null,
    sealed,
    keyId,
  ]);
  // No row: the brand was deleted between the check above and the statement.
  if (rows.length === 0) throw notFound("Brand");
  const row = rows[0];
  return toConnectionOutput({
    brandId: row.brand_id,
    platform: row.platform,
    accountLabel: row.account_label,
    keyId: row.key_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
