import { dbPool } from "@/lib/db/pool";

/** How long sent (or given-up) webhook events and their deliveries are kept. */
export const WEBHOOK_HISTORY_DAYS = 30;

/** Deletes events older than that whose deliveries are all finished (their deliveries go with them). Safe from any number of instances. */
export async function pruneWebhookHistory(): Promise<number> {
  const { rowCount } = await dbPool().query(
    `DELETE FROM webhook_events e
     WHERE e.created_at < now() - make_interval(days => ${WEBHOOK_HISTORY_DAYS})
       AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status = 'pending')`,
  );
  return rowCount ?? 0;
}
