import { z } from "@/lib/zod";
import { invalidRequest } from "@/lib/errors";
import { uuidSchema } from "@/lib/schemas/common";

// The opaque `cursor` of GET /notifications: the sort key of the last notification of a page
// (created_at, id; newest first), so the next page is an index range right after it, and
// whether the list was of unread ones only, so a cursor is not used with the other filter.

export type NotificationPosition = { at: Date; id: string };

const payloadSchema = z.strictObject({ t: z.number().int().min(0).max(8.64e15), i: uuidSchema, u: z.boolean() });

export function encodeNotificationCursor(position: NotificationPosition, unread: boolean): string {
  return Buffer.from(JSON.stringify({ t: position.at.getTime(), i: position.id, u: unread })).toString("base64url");
}

/** The position a cursor carries; 400 naming `cursor` when it is not one of this list's. */
export function decodeNotificationCursor(cursor: string, unread: boolean): NotificationPosition {
  let parsed: z.infer<typeof payloadSchema>;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error("not base64url");
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw invalidRequest("Invalid query: cursor: is not a cursor of this list; pass next_cursor exactly as it was answered.");
  }
  if (parsed.u !== unread) throw invalidRequest("Invalid query: cursor: belongs to the list with the other `unread`; use it with the filter it came with, or start again without it.");
  return { at: new Date(parsed.t), id: parsed.i };
}
