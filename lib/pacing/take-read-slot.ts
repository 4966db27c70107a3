import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import type { ReadLimit } from "@/lib/platforms/read-limits";

/** Whose reads: the platform, and the connected account (null for reads that carry none). */
export type ReadKey = { platform: PlatformId; connectionId: string | null };

export type ReadAnswer = { taken: true } | { taken: false; until: Date; limit: ReadLimit };

/** The pacer a limit counts in: the app's on the platform, or the account's. */
export function pacerKey(key: ReadKey, scope: ReadLimit["scope"]): string | null {
  if (scope === "app") return `${key.platform}:app`;
  return key.connectionId ? `${key.platform}:account:${key.connectionId}` : null;
}

// For each window of one pacer: when `cost` more reads would not fit, the moment enough of the
// reads in it have left it (the (max - cost + 1)-th most recent read's time + the window).
const FREES_AT = `
SELECT w.seconds, w.max,
  (SELECT r.read_at FROM metric_reads r
    WHERE r.pacer_key = $1 AND r.read_at > $2::timestamptz - make_interval(secs => w.seconds)
    ORDER BY r.read_at DESC OFFSET GREATEST(w.max - $3, 0) LIMIT 1) + make_interval(secs => w.seconds) AS frees_at
FROM unnest($4::int[], $5::int[]) AS w(seconds, max)`;

/**
 * Takes `cost` reads (the platform requests one snapshot sends) in every window of `limits`, or
 * none: atomically across every runner, which all share the database. Runners serialize on the
 * pacer rows (locked in key order, so two runners cannot deadlock) for the few statements this
 * takes. Refused, it answers when the fullest window has room again.
 */
export async function takeReadSlot(key: ReadKey, limits: readonly ReadLimit[], cost = 1): Promise<ReadAnswer> {
  const groups = new Map<string, ReadLimit[]>();
  for (const limit of limits) {
    const pacer = pacerKey(key, limit.scope);
    if (pacer) groups.set(pacer, [...(groups.get(pacer) ?? []), limit]);
  }
  if (groups.size === 0) return { taken: true };
  const pacers = [...groups.keys()].sort();
  const client = await dbPool().connect();
  try {
    await client.query("BEGIN");
    let now: Date | null = null;
    for (const pacer of pacers) {
      const { rows } = await client.query<{ now: Date }>(
        `INSERT INTO metric_read_pacers (pacer_key) VALUES ($1)
         ON CONFLICT (pacer_key) DO UPDATE SET pacer_key = EXCLUDED.pacer_key RETURNING clock_timestamp() AS now`,
        [pacer],
      );
      now = rows[0].now;
    }
    const full: { until: Date; limit: ReadLimit }[] = [];
    for (const pacer of pacers) {
      const group = groups.get(pacer)!;
      const { rows } = await client.query<{ seconds: number; max: number; frees_at: Date | null }>(FREES_AT, [
        pacer,
        now,
        // A reading costlier than a whole window waits for the window to empty.
        Math.min(cost, Math.min(...group.map((limit) => limit.max))),
        group.map((limit) => limit.windowSeconds),
        group.map((limit) => limit.max),
      ]);
      for (const row of rows) {
        if (row.frees_at === null) continue;
        full.push({ until: new Date(row.frees_at), limit: group.find((limit) => limit.windowSeconds === row.seconds && limit.max === row.max)! });
      }
    }
    if (full.length > 0) {
      await client.query("COMMIT");
      full.sort((a, b) => b.until.getTime() - a.until.getTime());
      return { taken: false, ...full[0] };
    }
    for (const pacer of pacers) {
      const longest = Math.max(...groups.get(pacer)!.map((limit) => limit.windowSeconds));
      // The reads, and the pacer's reads older than its longest window go (they count nowhere).
      await client.query(
        `WITH gone AS (DELETE FROM metric_reads WHERE pacer_key = $1 AND read_at <= $2::timestamptz - make_interval(secs => $3))
         INSERT INTO metric_reads (id, pacer_key, read_at) SELECT gen_random_uuid(), $1, $2 FROM generate_series(1, $4)`,
        [pacer, now, longest, cost],
      );
    }
    await client.query("COMMIT");
    return { taken: true };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
