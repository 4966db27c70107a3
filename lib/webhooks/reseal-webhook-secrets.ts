import { requireKeyRing } from "@/lib/sealing/key-ring";
import type { KeyRing } from "@/lib/env/parse-key-ring";
import { db } from "@/lib/db/client";
import { openWebhookSecret, storeWebhookSecret } from "@/lib/webhooks/webhook-secret";

export type WebhookResealReport = {
  /** Endpoints whose secret is now sealed with the current key (kept in the clear before, or under an older key). */
  sealed: number;
  /** Endpoints whose secret could not be opened (its key is not in the ring, or altered), left as they were. */
  failed: { id: string; reason: string }[];
};

/**
 * Seals every webhook signing secret that is not yet sealed with the ring's current key: the
 * ones kept in the clear (made on a server without keys, or before secrets were sealed) and the
 * ones under an older key (rotation). Safe beside a running server: a row is replaced only if
 * it still holds what was read. The secret itself does not change, so receivers notice nothing.
 */
export async function resealWebhookSecrets(options: { ring?: KeyRing; batchSize?: number } = {}): Promise<WebhookResealReport> {
  const ring = options.ring ?? requireKeyRing();
  const report: WebhookResealReport = { sealed: 0, failed: [] };
  let after: string | undefined;
  for (;;) {
    const rows = await db().webhookEndpoint.findMany({
      where: { OR: [{ keyId: null }, { keyId: { not: ring.current.id } }], ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, secret: true, sealedSecret: true, keyId: true, updatedAt: true },
      orderBy: { id: "asc" },
      take: options.batchSize ?? 100,
    });
    if (rows.length === 0) return report;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      let next;
      try {
        next = storeWebhookSecret(row.id, openWebhookSecret(row.id, row, ring), ring);
      } catch (error) {
        report.failed.push({ id: row.id, reason: (error as Error).message });
        continue;
      }
      const { count } = await db().webhookEndpoint.updateMany({
        where: { id: row.id, secret: row.secret, sealedSecret: row.sealedSecret, keyId: row.keyId },
        data: { ...next, updatedAt: row.updatedAt },
      });
      report.sealed += count;
    }
  }
}
