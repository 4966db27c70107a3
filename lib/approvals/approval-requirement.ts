import type { Caller } from "@/lib/auth/caller";
import type { LockedPost, Tx } from "@/lib/approvals/approval-store";

const DAY_MS = 86_400_000;

/**
 * Why this scheduling of `post` (already written at its new time, in `tx`) must wait for a
 * person, or null when nothing requires it (docs/teams.md, "Approvals"): the key's own settings
 * (`requires_approval`, its daily publishing budget per brand), then the brand's policy. A key's
 * row is locked while its budget is counted, so two schedules by one key take turns and the
 * budget holds exactly. The key is recorded as the post's scheduler for later counts.
 */
export async function approvalRequirement(tx: Tx, caller: Caller, post: LockedPost): Promise<string | null> {
  const keyReason = caller.keyId ? await keyRequirement(tx, caller.keyId, post) : null;
  if (keyReason) return keyReason;
  switch (post.approval_policy) {
    case "everyone":
      return "This brand's posts wait for a person's approval (approval policy: everyone).";
    case "agents":
      return caller.authMethod === "api_key" ? "This brand's posts scheduled with an API key wait for a person's approval (approval policy: agents)." : null;
    case "contributors":
      return caller.role === "contributor" || (await isContributor(tx, post.workspace_id, post.user_id))
        ? "This brand's posts written by contributors wait for a person's approval (approval policy: contributors)."
        : null;
    default:
      return null;
  }
}

async function keyRequirement(tx: Tx, keyId: string, post: LockedPost): Promise<string | null> {
  const [key] = await tx.$queryRawUnsafe<Array<{ requires_approval: boolean; daily_post_budget: number | null }>>(
    "SELECT requires_approval, daily_post_budget FROM api_keys WHERE id = $1::uuid FOR UPDATE",
    keyId,
  );
  await tx.$executeRawUnsafe(
    "INSERT INTO key_scheduled_posts (post_id, key_id) VALUES ($1::uuid, $2::uuid) ON CONFLICT (post_id) DO UPDATE SET key_id = EXCLUDED.key_id",
    post.id,
    keyId,
  );
  if (!key) return null;
  if (key.requires_approval) return "This API key's posts wait for a person's approval (requires_approval).";
  if (key.daily_post_budget === null || !post.scheduled_at) return null;
  const at = new Date(post.scheduled_at);
  const dayStart = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
  const [{ used }] = await tx.$queryRawUnsafe<Array<{ used: number }>>(
    `SELECT count(*)::int AS used FROM key_scheduled_posts k JOIN posts p ON p.id = k.post_id
     WHERE k.key_id = $1::uuid AND p.id <> $2::uuid AND p.brand_id IS NOT DISTINCT FROM $3::uuid
       AND p.status IN ('scheduled', 'published') AND p.scheduled_at >= $4 AND p.scheduled_at < $5`,
    keyId,
    post.id,
    post.brand_id,
    dayStart,
    new Date(dayStart.getTime() + DAY_MS),
  );
  if (used < key.daily_post_budget) return null;
  const day = dayStart.toISOString().slice(0, 10);
  return `This API key's publishing budget (${key.daily_post_budget} posts per day for this brand) is used up on ${day} (UTC); past it, posts wait for a person's approval.`;
}

async function isContributor(tx: Tx, workspaceId: string, userId: string): Promise<boolean> {
  const [member] = await tx.$queryRawUnsafe<Array<{ role: string }>>(
    "SELECT role FROM workspace_members WHERE workspace_id = $1::uuid AND user_id = $2::uuid",
    workspaceId,
    userId,
  );
  return member?.role === "contributor";
}
