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
// move. The database function take_posting_slot (migration 20261231070000_take_posting_slot)
// does it in one round trip: it locks the account's pacer row, and for each window counts the
// sends within it and, when it is full, the moment its max-th most recent send leaves it, which
// is when one slot frees; with room in every window it records the send.

/**
 * Takes one slot in every window of the account's limits, or none: atomically, across every
 * runner instance (all share the database). Runners serialize on the account's pacer row for
 * the one statement this takes, so two runners racing for the last slot cannot both get it.
 */
export async function takePostingSlot(key: PacingKey, limits: readonly PostingLimit[], deliveryId: string): Promise<SlotAnswer> {
  if (limits.length === 0) return { taken: true };
  const { rows } = await dbPool().query<{ taken: boolean; frees_at: Date | null; window_seconds: number | null; window_max: number | null }>(
    "SELECT taken, frees_at, window_seconds, window_max FROM take_posting_slot($1, $2, $3, $4::int[], $5::int[])",
    [key.connectionId, key.platform, deliveryId, limits.map((limit) => limit.windowSeconds), limits.map((limit) => limit.max)],
  );
  const answer = rows[0];
  if (answer.taken) return { taken: true };
  const limit = limits.find((candidate) => candidate.windowSeconds === answer.window_seconds && candidate.max === answer.window_max)!;
  return { taken: false, until: new Date(answer.frees_at!), limit };
}
