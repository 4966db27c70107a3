import { dbPool } from "@/lib/db/pool";

/** How long a sent (or failed) message is kept: long enough to answer "did it go out?", no longer (it holds a person's address). */
export const MAIL_HISTORY_DAYS = 30;

/** How often both runners prune it (minutes). */
export const PRUNE_MAIL_EVERY_MINUTES = 10;

/** Deletes finished messages older than that; a pending one stays whatever its age. Safe from any number of instances. */
export async function pruneMailOutbox(): Promise<number> {
  const { rowCount } = await dbPool().query(
    `DELETE FROM mail_outbox WHERE status <> 'pending' AND created_at < now() - make_interval(days => ${MAIL_HISTORY_DAYS})`,
  );
  return rowCount ?? 0;
}
