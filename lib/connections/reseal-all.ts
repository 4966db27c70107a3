import { requireKeyRing } from "@/lib/sealing/key-ring";
import type { KeyRing } from "@/lib/env/parse-key-ring";
import { connectionAad, open, seal } from "@/lib/sealing/seal";
import { db } from "@/lib/db/client";

export type ResealReport = {
  /** Rows now sealed with the current key. */
  resealed: number;
  /** Rows that could not be opened (key not in the ring, or altered), left as they were. */
  failed: { id: string; keyId: string; reason: string }[];
};

/**
 * Key rotation, step 2 (step 1: put the new key first in CONNECTIONS_ENCRYPTION_KEYS, keep
 * the old ones): re-encrypts every connection sealed with an older key under the current
 * one. An operator's sweep over all users, in pages of `batchSize`; safe to run again or
 * beside the server: each row is replaced only if it is still what was read (a POST in
 * between wins), and `updated_at` is kept, since the credentials did not change. When the
 * report shows no failures, the old keys can be removed.
 */
export async function resealAll(options: { ring?: KeyRing; batchSize?: number } = {}): Promise<ResealReport> {
  const ring = options.ring ?? requireKeyRing();
  const batchSize = options.batchSize ?? 100;
  const report: ResealReport = { resealed: 0, failed: [] };
  let after: string | undefined;
  for (;;) {
    const rows = await db().platformConnection.findMany({
      where: { keyId: { not: ring.current.id }, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, brandId: true, platform: true, sealedCredentials: true, keyId: true, updatedAt: true },
      orderBy: { id: "asc" },
      take: batchSize,
    });
    if (rows.length === 0) return report;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      const aad = connectionAad(row.brandId, row.platform);
      let next: { sealed: string; keyId: string };
      try {
        next = seal(open(row.sealedCredentials, row.keyId, aad, ring), aad, ring);
      } catch (error) {
        report.failed.push({ id: row.id, keyId: row.keyId, reason: (error as Error).message });
        continue;
      }
      const { count } = await db().platformConnection.updateMany({
        where: { id: row.id, keyId: row.keyId, sealedCredentials: row.sealedCredentials },
        data: { sealedCredentials: next.sealed, keyId: next.keyId, updatedAt: row.updatedAt },
      });
      report.resealed += count;
    }
  }
}
