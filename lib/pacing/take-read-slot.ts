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
 * Seconds each window is counted wider than the platform's figure. The platform counts a request
 * when it ARRIVES; a slot is counted when it is taken, and a busy runner sends its request a
 * moment later (reading the connection, sealing aside, a loaded event loop). Without the margin
 * a window of arrivals could hold a few requests whose slots were taken before it began: the full
 * bench:analytics run saw 602 requests in TikTok's minute of 600. Counting reads over the window
 * plus 5 s keeps every window of arrivals within the figure for any send that follows its slot
 * within 5 s, at a cost of at most 8% of a one-minute window's reads (0.5% of 15 minutes').
 */
export const ARRIVAL_MARGIN_SECONDS = 5;

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
    [windows.map((w) => w.pacer), windows.map((w) => w.limit.windowSeconds + ARRIVAL_MARGIN_SECONDS), windows.map((w) => w.limit.max), cost],
  );
  const answer = rows[0];
  if (answer.taken) return { taken: true };
  const full = windows.find((w) => w.pacer === answer.pacer_key && w.limit.windowSeconds + ARRIVAL_MARGIN_SECONDS === answer.window_seconds && w.limit.max === answer.window_max)!;
  return { taken: false, until: new Date(answer.frees_at!), limit: full.limit };
}
