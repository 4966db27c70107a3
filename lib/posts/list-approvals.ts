import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { invalidRequest } from "@/lib/errors";
import { toApprovalOutput, type ApprovalRow } from "@/lib/approvals/approval-store";
import { toPostOutput } from "@/lib/posts/post-output";
import { postRowColumns, type PostRow } from "@/lib/posts/post-row";
import type { ListApprovalsQuery } from "@/lib/schemas/approval";

type Cursor = { t: number; i: string; s: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function readCursor(cursor: string, state: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Cursor;
    if (Number.isFinite(parsed.t) && UUID.test(parsed.i) && parsed.s === state) return parsed;
  } catch {
    // refused below
  }
  throw invalidRequest("cursor: not a cursor of this list; start again without it.", [{ field: "cursor" }]);
}

const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/**
 * GET /approvals: the workspace's posts in one approval state (pending by default), oldest
 * request first, each with its approval; a keyset cursor on (requested_at, post_id), so a deep
 * page costs what the first does (the partial index post_approvals_pending_idx serves pending).
 */
export async function listApprovals(caller: Caller, query: ListApprovalsQuery) {
  const after = query.cursor ? readCursor(query.cursor, query.state) : null;
  const { rows } = await dbPool().query<ApprovalRow & PostRow>(
    `SELECT ${postRowColumns("p")}, a.post_id::text, a.state, a.content_hash, a.requested_by_user_id::text, a.requested_by_key_id::text,
            a.requested_at, a.decided_by_user_id::text, a.decided_by_name, a.decided_at, a.comment, a.version
     FROM post_approvals a JOIN posts p ON p.id = a.post_id
     WHERE a.workspace_id = $1::uuid AND a.state = $2
       AND ($3::uuid[] IS NULL OR p.brand_id = ANY($3::uuid[]))
       AND ($4::timestamptz IS NULL OR (a.requested_at, a.post_id) > ($4::timestamptz, $5::uuid))
     ORDER BY a.requested_at, a.post_id
     LIMIT $6`,
    [caller.workspaceId, query.state, caller.brandIds ? [...caller.brandIds] : null, after ? new Date(after.t) : null, after?.i ?? null, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    approvals: page.map((row) => ({ post: toPostOutput(row), approval: toApprovalOutput(row) })),
    next_cursor: rows.length > query.limit && last ? writeCursor({ t: new Date(last.requested_at).getTime(), i: last.post_id, s: query.state }) : null,
  };
}
