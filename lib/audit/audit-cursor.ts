import { createHash } from "node:crypto";
import { z } from "@/lib/zod";
import { invalidRequest } from "@/lib/errors";
import { uuidSchema } from "@/lib/schemas/common";
import type { ListAuditEventsQuery } from "@/lib/schemas/audit-event";

// The opaque `cursor` of GET /audit-events, as the posts list's (lib/posts/post-cursor.ts): the
// sort key of the last event served, so the next page is an index range starting right after it,
// and a fingerprint of the workspace and filters, so a cursor of another list is refused.

export type AuditPosition = { at: Date; id: string };

type Filters = Omit<ListAuditEventsQuery, "limit" | "cursor">;

const payloadSchema = z.strictObject({
  t: z.number().int().min(-8.64e15).max(8.64e15),
  i: uuidSchema,
  f: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
});

function fingerprint(workspaceId: string, filters: Filters): string {
  const parts = [workspaceId, filters.actor_user_id, filters.key_id, filters.action, filters.resource_type, filters.resource_id, filters.from, filters.to];
  return createHash("sha256").update(parts.map((part) => part ?? "").join("\n")).digest("base64url").slice(0, 16);
}

export function encodeAuditCursor(workspaceId: string, filters: Filters, position: AuditPosition): string {
  return Buffer.from(JSON.stringify({ t: position.at.getTime(), i: position.id, f: fingerprint(workspaceId, filters) })).toString("base64url");
}

/** The position a cursor carries; 400 naming `cursor` when it is not one of this list's. */
export function decodeAuditCursor(workspaceId: string, filters: Filters, cursor: string): AuditPosition {
  let parsed: z.infer<typeof payloadSchema>;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error("not base64url");
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw invalidRequest("Invalid query: cursor: is not a cursor of this API; pass pagination.next_cursor exactly as it was answered.");
  }
  if (parsed.f !== fingerprint(workspaceId, filters)) {
    throw invalidRequest("Invalid query: cursor: belongs to another list (other filters, or another workspace); use it with the filters it came with, or start again without it.");
  }
  return { at: new Date(parsed.t), id: parsed.i };
}
