import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import type { PublishedRef } from "@/lib/platforms/publisher-kit/types";
import { platformRule } from "@/lib/platforms/registry";
import { REPLY_FINDERS } from "@/lib/platforms/reply-finders";
import { failStep, succeedStep, type StepKind } from "@/lib/publishing/delivery-steps";
import { findWithConnection, LOOKUP_CLOCK_MARGIN_MS, RECONCILE_SETTLE_MS } from "@/lib/publishing/reconcile-delivery";

export type StepReconciled =
  /** Found on the platform: recorded as succeeded with its id; the next part replies to `ref`. */
  | { kind: "found"; ref: PublishedRef }
  /** The platform answered and the reply is not there: recorded as failed, it may be sent, once. */
  | { kind: "send" }
  /** Not listed, but too soon to be sure: nothing sent, nothing recorded; look again at `until`. */
  | { kind: "deferred"; until: Date; reason: string }
  /** The platform cannot tell (no way to list replies, or the lookup failed): left for a person. */
  | { kind: "cannot_tell"; reason: string };

export type StepToReconcile = { deliveryId: string; kind: StepKind; part: number; text: string; parent: PublishedRef };

/**
 * A thread part (or a first comment given as a reply) whose request left without a recorded
 * answer (a timeout, a cut connection, a runner that died) is looked for among the account's own
 * replies to its parent before anything is sent again, as a post of unknown outcome is
 * (reconcile-delivery.ts), with the same rules: found, it is recorded and the thread goes on from
 * it; not found, it is sent again only once the attempt is old enough that a slow platform would
 * list it by now. Called under the job's claim.
 */
export async function reconcileStep(brandId: string, platform: PlatformId, step: StepToReconcile): Promise<StepReconciled> {
  const finder = REPLY_FINDERS[platform];
  const label = platformRule(platform).label;
  if (!finder) return { kind: "cannot_tell", reason: `${label} offers no way to list the account's replies` };
  const { rows } = await dbPool().query<{ started_at: Date; age_ms: number }>(
    // updated_at of a started step is when its request was about to leave (delivery-steps.ts).
    "SELECT updated_at AS started_at, (extract(epoch FROM now() - updated_at) * 1000)::float8 AS age_ms FROM delivery_steps WHERE delivery_id = $1 AND kind = $2 AND part = $3",
    [step.deliveryId, step.kind, step.part],
  );
  const startedAt = new Date(rows[0].started_at);
  const ageMs = Number(rows[0].age_ms);
  const since = new Date(startedAt.getTime() - LOOKUP_CLOCK_MARGIN_MS);
  const excludeIds = await repliesOfOtherSteps(step);
  const answer = await findWithConnection(brandId, platform, (credentials, options) => finder({ text: step.text, credentials, since, excludeIds, parentId: step.parent.id }, options));

  if (answer.kind === "found") {
    const cid = answer.cid ?? null;
    await succeedStep(step.deliveryId, step.kind, step.part, { id: answer.platformPostId, permalink: answer.permalink, uri: cid ? answer.platformPostId : null, cid });
    return { kind: "found", ref: { id: answer.platformPostId, cid } };
  }
  if (answer.kind === "not_found") {
    if (ageMs >= RECONCILE_SETTLE_MS) {
      // Failed for certain (nothing is there): startStep takes it up again, and it is sent once.
      await failStep(step.deliveryId, step.kind, step.part, `${label} did not list it after its request was cut off; sent again.`);
      return { kind: "send" };
    }
    const until = new Date(Date.now() + (RECONCILE_SETTLE_MS - ageMs));
    return { kind: "deferred", until, reason: `${label} does not list the reply yet; looking again at ${until.toISOString()} before sending it.` };
  }
  return { kind: "cannot_tell", reason: answer.reason };
}

/** The replies the delivery's other steps recorded: never claimed for this one (two parts may say the same). */
async function repliesOfOtherSteps(step: StepToReconcile): Promise<Set<string>> {
  const { rows } = await dbPool().query<{ platform_post_id: string }>(
    "SELECT platform_post_id FROM delivery_steps WHERE delivery_id = $1 AND platform_post_id IS NOT NULL AND NOT (kind = $2 AND part = $3)",
    [step.deliveryId, step.kind, step.part],
  );
  return new Set(rows.map((row) => row.platform_post_id));
}
