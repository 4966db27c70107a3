import { createHash } from "node:crypto";
import { z } from "@/lib/zod";
import { invalidRequest } from "@/lib/errors";
import { uuidSchema } from "@/lib/schemas/common";

// The opaque `cursor` of GET /posts (docs/api-decisions.md, "Lists at any size"): the sort
// key of the last post of a page, so that the next page is an index range that starts right
// after it (a keyset), whatever its depth. It also carries the page number the walk has
// reached and a fingerprint of the account and filters it belongs to, so that a cursor used
// with other filters or by another account is refused instead of answering a wrong page.

export type ListOrder = "created" | "placed";

export type CursorPosition = {
  /** The sort key of the last post served: created_at (newest first) or placed_at (earliest first). */
  at: Date;
  id: string;
};

export type CursorScope = {
  workspaceId: string;
  order: ListOrder;
  brandId?: string;
  status?: string;
  from?: Date;
  to?: Date;
  q?: string;
};

const payloadSchema = z.strictObject({
  o: z.enum(["c", "p"]),
  t: z.number().int().min(-8.64e15).max(8.64e15),
  i: uuidSchema,
  n: z.number().int().min(2).max(Number.MAX_SAFE_INTEGER),
  f: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
});

function fingerprint(scope: CursorScope): string {
  const parts = [scope.workspaceId, scope.order, scope.brandId ?? "", scope.status ?? "", scope.from?.toISOString() ?? "", scope.to?.toISOString() ?? ""];
  // Appended only when searching, so cursors issued before search existed still hold.
  if (scope.q !== undefined) parts.push(`q:${scope.q}`);
  return createHash("sha256").update(parts.join("\n")).digest("base64url").slice(0, 16);
}

/** The cursor of the page after `position`, which will be page `nextPage` of the walk. */
export function encodeCursor(scope: CursorScope, position: CursorPosition, nextPage: number): string {
  const payload = { o: scope.order === "created" ? "c" : "p", t: position.at.getTime(), i: position.id, n: nextPage, f: fingerprint(scope) };
  return Buffer.from(JSON.stringify(payload)).toString("base64url");
}

/** The position and page number a cursor carries; 400 naming `cursor` when it is not one of this query's. */
export function decodeCursor(scope: CursorScope, cursor: string): { position: CursorPosition; page: number } {
  let parsed: z.infer<typeof payloadSchema>;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error("not base64url");
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw invalidRequest("Invalid query: cursor: is not a cursor of this API; pass pagination.next_cursor exactly as it was answered.");
  }
  if (parsed.f !== fingerprint(scope) || parsed.o !== (scope.order === "created" ? "c" : "p")) {
    throw invalidRequest(
      "Invalid query: cursor: belongs to another list (other filters, or another account); use it with the filters it came with, or start again without it.",
    );
  }
  return { position: { at: new Date(parsed.t), id: parsed.i }, page: parsed.n };
}
