import { db } from "@/lib/db/client";
import type { z } from "@/lib/zod";
import type { deliverySchema } from "@/lib/schemas/post";

// The steps after a delivery's post (docs/publishing.md, "Threads and a first comment"): each
// reply of a thread and the first comment is one `delivery_steps` row. It is written `started`
// before its request leaves and `succeeded` with the platform's id before the next one goes, so
// a retry, after a crash too, resumes at the first part not out, and a part whose outcome is
// unknown (started, no answer recorded) is never sent a second time.

export type StepKind = "thread" | "first_comment";
export type StepStatus = "started" | "succeeded" | "failed";

type Delivery = z.infer<typeof deliverySchema>;
export type DeliveryFollowUps = Pick<Delivery, "thread" | "first_comment">;

export type DeliveryStepRow = {
  kind: StepKind;
  part: number;
  status: StepStatus;
  platformPostId: string | null;
  permalink: string | null;
  uri: string | null;
  cid: string | null;
  error: string | null;
};

/** What a platform answered for a part that went out. */
export type StepOutcome = { id: string; permalink: string | null; uri?: string | null; cid?: string | null };

/** The steps of one delivery, thread parts in order, the first comment (part 0) first. */
export async function readSteps(deliveryId: string): Promise<DeliveryStepRow[]> {
  const rows = await db().deliveryStep.findMany({ where: { deliveryId }, orderBy: [{ part: "asc" }] });
  return rows.map((row) => ({ ...row, kind: row.kind as StepKind, status: row.status as StepStatus }));
}

/**
 * Marks a step started before its request leaves. False when it may not be sent: it went out
 * already (succeeded) or its outcome is unknown (started before, no answer recorded). A step
 * that failed for certain (nothing went out) is started again.
 */
export async function startStep(deliveryId: string, kind: StepKind, part: number): Promise<boolean> {
  const rows = await db().$queryRaw<{ part: number }[]>`
    INSERT INTO delivery_steps (delivery_id, kind, part, status) VALUES (${deliveryId}::uuid, ${kind}, ${part}, 'started')
    ON CONFLICT (delivery_id, kind, part) DO UPDATE SET status = 'started', error = NULL, updated_at = now()
      WHERE delivery_steps.status = 'failed'
    RETURNING part`;
  return rows.length === 1;
}

/** Records what the platform answered for a step that went out. */
export async function succeedStep(deliveryId: string, kind: StepKind, part: number, outcome: StepOutcome): Promise<void> {
  await db().deliveryStep.update({
    where: { deliveryId_kind_part: { deliveryId, kind, part } },
    data: { status: "succeeded", platformPostId: outcome.id, permalink: outcome.permalink, uri: outcome.uri ?? null, cid: outcome.cid ?? null, error: null },
  });
}

/** Records a step that the platform refused (nothing went out), with why. */
export async function failStep(deliveryId: string, kind: StepKind, part: number, error: string): Promise<void> {
  await db().deliveryStep.update({ where: { deliveryId_kind_part: { deliveryId, kind, part } }, data: { status: "failed", error } });
}

/** Per delivery id, its thread and first comment outcomes as the API shows them; a delivery without steps is absent. */
export async function followUpsOf(deliveryIds: string[]): Promise<Map<string, DeliveryFollowUps>> {
  const out = new Map<string, DeliveryFollowUps>();
  if (deliveryIds.length === 0) return out;
  const rows = await db().deliveryStep.findMany({ where: { deliveryId: { in: deliveryIds } }, orderBy: [{ part: "asc" }] });
  for (const row of rows) {
    const entry = out.get(row.deliveryId) ?? {};
    const outcome = { status: row.status as StepStatus, id: row.platformPostId, permalink: row.permalink, error: row.error };
    if (row.kind === "first_comment") entry.first_comment = outcome;
    else entry.thread = [...(entry.thread ?? []), { part: row.part, ...outcome }];
    out.set(row.deliveryId, entry);
  }
  return out;
}
