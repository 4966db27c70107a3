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

/**
 * Takes `cost` reads (the platform requests one snapshot sends) in every window of `limits`, or
 * none: atomically across every runner, which all share the database. One statement
 * (take_read_slot, migration 20270141200000_take_read_slot): it locks the pacer rows in key order,
 * so two runners cannot deadlock, counts, and records, in one round trip and one commit.
 * Refused, it answers when the fullest window has room again.
 */
export async function takeReadSlot(key: ReadKey, limits: readonly ReadLimit[], cost = 1): Promise<ReadAnswer> {
  const windows = limits.flatMap((limit) => {
    const pacer = pacerKey(key, limit.scope);
    return pacer ? [{ pacer, limit }] : [];
  });
  if (windows.length === 0) return { taken: true };
  const { rows } = await dbPool().query<{ taken: boolean; pacer_key: string | null; frees_at: Date | null; window_seconds: number | null; window_max: number | null }>(
    "SELECT * FROM take_read_slot($1::text[], $2::int[], $3::int[], $4::int)",
    [windows.map((w) => w.pacer), windows.map((w) => w.limit.windowSeconds), windows.map((w) => w.limit.max), cost],
  );
  const answer = rows[0];
  if (answer.taken) return { taken: true };
  const full = windows.find((w) => w.pacer === answer.pacer_key && w.limit.windowSeconds === answer.window_seconds && w.limit.max === answer.window_max)!;
  return { taken: false, until: new Date(answer.frees_at!), limit: full.limit };
}
