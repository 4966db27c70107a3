import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import type { PostingLimit } from "@/lib/platforms/posting-limit";

export type PacingKey = { connectionId: string; platform: PlatformId };

export type SlotAnswer =
  | { taken: true }
  /** Every slot of `limit`'s window is in use until `until` (the latest of the full windows). */
  | { taken: false; until: Date; limit: PostingLimit };

// Moving windows, counted from the sends themselves: a fixed window (as lib/ratelimit counts
// API requests) lets twice the limit through around its boundary, and Meta's and X's windows
// move. For each window: the sends within it, and, when it is full, the moment its max-th most
// recent send leaves it, which is when one slot frees.
const WINDOWS = `
SELECT w.seconds, w.max,
  (SELECT s.sent_at FROM posting_sends s
    WHERE s.connection_id = $1 AND s.platform = $2 AND s.sent_at > $3::timestamptz - make_interval(secs => w.seconds)
    ORDER BY s.sent_at DESC OFFSET w.max - 1 LIMIT 1) + make_interval(secs => w.seconds) AS frees_at
FROM unnest($4::int[], $5::int[]) AS w(seconds, max)`;

/**
 * Takes one slot in every window of the account's limits, or none: atomically, across every
 * runner instance (all share the database). Runners serialize on the account's pacer row for
 * the few statements this takes, so two runners racing for the last slot cannot both get it.
 */
export async function takePostingSlot(key: PacingKey, limits: readonly PostingLimit[], deliveryId: string): Promise<SlotAnswer> {
  if (limits.length === 0) return { taken: true };
  const client = await dbPool().connect();
  try {
    await client.query("BEGIN");
    // The account's row, created on first use and locked until COMMIT (an upsert that updates
    // waits for the runner holding it); its RETURNING is read once the lock is ours. The counts
    // below are a later statement, so they see the sends that runner committed.
    const now: Date = (
      await client.query(
        `INSERT INTO posting_pacers (connection_id, platform) VALUES ($1, $2)
         ON CONFLICT (connection_id, platform) DO UPDATE SET platform = EXCLUDED.platform
         RETURNING clock_timestamp() AS now`,
        [key.connectionId, key.platform],
      )
    ).rows[0].now;
    const { rows } = await client.query<{ seconds: number; max: number; frees_at: Date | null }>(WINDOWS, [
      key.connectionId,
      key.platform,
      now,
      limits.map((limit) => limit.windowSeconds),
      limits.map((limit) => limit.max),
    ]);
    const full = rows
      .filter((row) => row.frees_at !== null)
      .map((row) => ({ until: new Date(row.frees_at!), limit: limits.find((limit) => limit.windowSeconds === row.seconds && limit.max === row.max)! }))
      .sort((a, b) => b.until.getTime() - a.until.getTime());
    if (full.length > 0) {
      await client.query("COMMIT");
      return { taken: false, until: full[0].until, limit: full[0].limit };
    }
    const longest = Math.max(...limits.map((limit) => limit.windowSeconds));
    // The send, and the account's sends older than its longest window go (they count nowhere).
    await client.query(
      `WITH gone AS (
         DELETE FROM posting_sends WHERE connection_id = $1 AND platform = $2 AND sent_at <= $4::timestamptz - make_interval(secs => $5))
       INSERT INTO posting_sends (id, connection_id, platform, delivery_id, sent_at) VALUES (gen_random_uuid(), $1, $2, $3, $4)`,
      [key.connectionId, key.platform, deliveryId, now, longest],
    );
    await client.query("COMMIT");
    return { taken: true };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
