import { whenDatabaseAnswers } from "@/lib/db/database-unavailable";
import { dbPool } from "@/lib/db/pool";

// The delivery row of one job on one platform is the record every runner reads before an
// attempt and writes around it (docs/design.md, "Post lifecycle"). `error IS NULL` with
// `attempts > 0` on a pending row means "a request left and no outcome was recorded".
//
// An outcome is what the platform answered to a request that has left: losing it to a database
// restart would turn a published post into "check the account". Outcome writes (each one sets
// the same values when repeated) therefore wait for the database to answer again.

export type DeliveryRow = { id: string; status: "pending" | "succeeded" | "failed"; attempts: number; error: string | null };

/** Written and awaited BEFORE the request leaves, so that a runner dying mid-call leaves the unknown-outcome mark. */
export async function recordAttemptStarted(deliveryId: string): Promise<void> {
  await dbPool().query("UPDATE deliveries SET attempts = attempts + 1, error = NULL, updated_at = now() WHERE id = $1", [deliveryId]);
}

export async function recordSucceeded(deliveryId: string, platformPostId: string, permalink: string | null): Promise<void> {
  await whenDatabaseAnswers(() =>
    dbPool().query(
      "UPDATE deliveries SET status = 'succeeded', platform_post_id = $2, permalink = $3, error = NULL, updated_at = now() WHERE id = $1",
      [deliveryId, platformPostId, permalink],
    ),
  );
}

/** Nothing was published and a later attempt may succeed: the row stays pending, with the reason. */
export async function recordRetryable(deliveryId: string, reason: string): Promise<void> {
  await whenDatabaseAnswers(() => dbPool().query("UPDATE deliveries SET error = $2, updated_at = now() WHERE id = $1", [deliveryId, reason]));
}

export async function recordFailed(deliveryId: string, reason: string): Promise<void> {
  await whenDatabaseAnswers(() => dbPool().query("UPDATE deliveries SET status = 'failed', error = $2, updated_at = now() WHERE id = $1", [deliveryId, reason]));
}

/** What follows a published post is all out or settled: a reason an earlier attempt left on its succeeded row goes. */
export async function recordFollowUpsDone(deliveryId: string): Promise<void> {
  await whenDatabaseAnswers(() => dbPool().query("UPDATE deliveries SET error = NULL, updated_at = now() WHERE id = $1 AND status = 'succeeded' AND error IS NOT NULL", [deliveryId]));
}
