import { dbPool } from "@/lib/db/pool";
import type { PacingKey } from "@/lib/pacing/take-posting-slot";

/**
 * Gives back the posting slot a delivery's attempt took when the attempt ended before its
 * publishing request left (PublishError `beforePublishing`): the platform counted nothing, so
 * neither do the account's windows. The attempt's slot is the delivery's latest send (a slot is
 * taken per attempt, and a thread's replies take theirs only after the post is out).
 */
export async function givePostingSlotBack(key: PacingKey, deliveryId: string): Promise<void> {
  await dbPool().query(
    `DELETE FROM posting_sends WHERE id = (
       SELECT id FROM posting_sends WHERE connection_id = $1 AND platform = $2 AND delivery_id = $3 ORDER BY sent_at DESC LIMIT 1)`,
    [key.connectionId, key.platform, deliveryId],
  );
}
