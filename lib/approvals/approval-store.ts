import type { db } from "@/lib/db/client";
import type { Query } from "@/lib/publishing/approval-hash";
import type { ApprovalOutput, ApprovalState } from "@/lib/schemas/approval";
import { readVersions, type Versions } from "@/lib/publishing/post-versions";
import { notifyApproval } from "@/lib/approvals/notify-approval";

// The approval rows (prisma/migrations/20261228030000_approvals): `post_approvals` holds each
// post's approval as it stands, `post_approval_history` every request and decision. Every
// write here runs in the caller's transaction, the post's row locked first, so a request, a
// decision and a schedule of one post take turns. The history row is written after the state,
// so the webhook its trigger writes shows the approval as it now is.

export type Tx = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

export const txQuery = (tx: Tx): Query => (sql, params) => tx.$queryRawUnsafe(sql, ...params);

export type ApprovalRow = {
  post_id: string;
  state: ApprovalState;
  content_hash: string;
  requested_by_user_id: string | null;
  requested_by_key_id: string | null;
  requested_at: Date;
  decided_by_user_id: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  comment: string | null;
  version: number;
};

const APPROVAL_COLUMNS = `post_id::text, state, content_hash, requested_by_user_id::text, requested_by_key_id::text, requested_at,
  decided_by_user_id::text, decided_by_name, decided_at, comment, version`;

/** The post as an approval sees it, locked for the change (null: not in this workspace). */
export type LockedPost = {
  id: string;
  user_id: string;
  workspace_id: string;
  brand_id: string | null;
  content: string;
  versions: Versions;
  platforms: string[];
  image_url: string | null;
  media: unknown;
  thread: unknown;
  first_comment: string | null;
  status: string;
  scheduled_at: Date | null;
  approval_policy: string | null;
};

export async function lockPost(tx: Tx, workspaceId: string, postId: string): Promise<LockedPost | null> {
  const [row] = await tx.$queryRawUnsafe<LockedPost[]>(
    `SELECT p.id::text, p.user_id::text, p.workspace_id::text, p.brand_id::text, p.content, p.versions, p.platforms, p.image_url, p.media, p.thread, p.first_comment, p.status::text,
            p.scheduled_at, b.approval_policy
     FROM posts p LEFT JOIN brands b ON b.id = p.brand_id
     WHERE p.id = $1::uuid AND p.workspace_id = $2::uuid FOR UPDATE OF p`,
    postId,
    workspaceId,
  );
  return row ? { ...row, versions: readVersions(row.versions) } : null;
}

/** The snapshot approvalHash() takes, of a locked post. */
export function snapshotOf(post: LockedPost) {
  return {
    workspaceId: post.workspace_id,
    brandId: post.brand_id,
    content: post.content,
    versions: post.versions,
    platforms: post.platforms,
    imageUrl: post.image_url,
    media: post.media,
    thread: post.thread,
    firstComment: post.first_comment,
    scheduledAt: post.scheduled_at ? new Date(post.scheduled_at).toISOString() : null,
  };
}

export async function readApproval(tx: Tx, postId: string): Promise<ApprovalRow | null> {
  const [row] = await tx.$queryRawUnsafe<ApprovalRow[]>(`SELECT ${APPROVAL_COLUMNS} FROM post_approvals WHERE post_id = $1::uuid FOR UPDATE`, postId);
  return row ?? null;
}

export type Actor = { userId: string | null; keyId: string | null; name: string | null };

/**
 * Whether an approval still stands for what it is bound to: a pending request waits for it, an
 * approval lets it out. After changes were requested, or the request was withdrawn, asking again
 * (a request, a schedule, a review link) makes a new request even for the same content.
 */
export const stillStands = (row: ApprovalRow): boolean => row.state === "pending" || row.state === "approved";

/** The post waits for a person: its approval is (again) pending, bound to `hash`. */
export async function writeRequest(tx: Tx, post: LockedPost, hash: string, actor: Actor, comment: string | null, history: "now" | "later" = "now"): Promise<ApprovalRow> {
  const [row] = await tx.$queryRawUnsafe<ApprovalRow[]>(
    `INSERT INTO post_approvals (post_id, workspace_id, state, content_hash, requested_by_user_id, requested_by_key_id, requested_at, comment, version)
     VALUES ($1::uuid, $2::uuid, 'pending', $3, $4::uuid, $5::uuid, clock_timestamp(), $6, 1)
     ON CONFLICT (post_id) DO UPDATE SET state = 'pending', content_hash = EXCLUDED.content_hash,
       requested_by_user_id = EXCLUDED.requested_by_user_id, requested_by_key_id = EXCLUDED.requested_by_key_id,
       requested_at = EXCLUDED.requested_at, decided_by_user_id = NULL, decided_by_name = NULL, decided_at = NULL,
       comment = EXCLUDED.comment, version = post_approvals.version + 1
     RETURNING ${APPROVAL_COLUMNS}`,
    post.id,
    post.workspace_id,
    hash,
    actor.userId,
    actor.keyId,
    comment,
  );
  if (history === "now") await writeHistory(tx, post, "requested", hash, actor, comment);
  return row;
}

/**
 * A decision on the approval of `version`, bound to `hash`: null when the row is no longer at
 * that version (someone decided or the post changed first), and then nothing is written.
 */
export async function writeDecision(
  tx: Tx,
  post: LockedPost,
  version: number,
  state: Exclude<ApprovalState, "pending">,
  hash: string,
  actor: Actor,
  comment: string | null,
  history: "now" | "later" = "now",
): Promise<ApprovalRow | null> {
  const [row] = await tx.$queryRawUnsafe<ApprovalRow[]>(
    `UPDATE post_approvals SET state = $3, content_hash = $4, decided_by_user_id = $5::uuid, decided_by_name = $6,
       decided_at = clock_timestamp(), comment = $7, version = version + 1
     WHERE post_id = $1::uuid AND version = $2
     RETURNING ${APPROVAL_COLUMNS}`,
    post.id,
    version,
    state,
    hash,
    actor.userId,
    actor.name,
    comment,
  );
  if (!row) return null;
  if (history === "now") await writeHistory(tx, post, state, hash, actor, comment);
  return row;
}

/** The history row of a request or decision (its trigger writes the webhook event). */
export async function writeHistory(tx: Tx, post: LockedPost, action: "requested" | ApprovalState, hash: string, actor: Actor, comment: string | null) {
  await tx.$executeRawUnsafe(
    `INSERT INTO post_approval_history (post_id, workspace_id, action, content_hash, actor_user_id, actor_key_id, actor_name, comment)
     VALUES ($1::uuid, $2::uuid, $3, $4, $5::uuid, $6::uuid, $7, $8)`,
    post.id,
    post.workspace_id,
    action,
    hash,
    actor.userId,
    actor.keyId,
    actor.name,
    comment,
  );
  await notifyApproval(tx, post, action, actor, comment);
}

export function toApprovalOutput(row: ApprovalRow): ApprovalOutput {
  return {
    state: row.state,
    requested_by: { user_id: row.requested_by_user_id, key_id: row.requested_by_key_id },
    requested_at: new Date(row.requested_at).toISOString(),
    decided_by: row.decided_at ? { user_id: row.decided_by_user_id, name: row.decided_by_name } : null,
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    comment: row.comment,
    content_hash: row.content_hash,
    version: row.version,
  };
}

/** A post's approval as it stands, outside any transaction (a post's answer); null when none. */
export async function findApproval(client: Pick<Tx, "$queryRawUnsafe">, postId: string): Promise<ApprovalOutput | null> {
  const [row] = await client.$queryRawUnsafe<ApprovalRow[]>(`SELECT ${APPROVAL_COLUMNS} FROM post_approvals WHERE post_id = $1::uuid`, postId);
  return row ? toApprovalOutput(row) : null;
}
