/**
 * A Graph API list edge on loopback (a Page's published_posts, an Instagram account's media, a
 * Threads account's threads): `fields` picks what each item carries (`id` always), `since` and
 * `until` (Unix seconds) bound the time, `limit` (default 25, at most 100) the page, and
 * `paging.cursors.after` with `paging.next` lead on while there is more. Newest first.
 */
import type { PlatformAnswer, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";
import { graphError } from "@/lib/testing/platform-servers/graph-kit";

export type GraphListItem = { id: string; createdAt: number; fields: Record<string, unknown> };

export function answerGraphList(request: PlatformRequest, items: readonly GraphListItem[], timeField: string): PlatformAnswer {
  const limit = Number(request.query.get("limit") ?? "25");
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return graphError(400, 100, "(#100) The parameter limit must be from 1 to 100.");
  const since = seconds(request.query.get("since"));
  const until = seconds(request.query.get("until"));
  if (since === undefined || until === undefined) return graphError(400, 100, "(#100) since and until must be Unix timestamps.");
  const after = request.query.get("after");
  const offset = after === null ? 0 : Number(Buffer.from(after, "base64url").toString("utf8"));
  if (!Number.isInteger(offset) || offset < 0) return graphError(400, 100, "(#100) Invalid cursor.");
  const asked = (request.query.get("fields") ?? "id").split(",");

  const window = items
    .filter((item) => (since === null || item.createdAt >= since * 1000) && (until === null || item.createdAt <= until * 1000))
    .sort((a, b) => b.createdAt - a.createdAt);
  const page = window.slice(offset, offset + limit);
  const data = page.map((item) => {
    const node: Record<string, unknown> = { id: item.id };
    for (const field of asked) {
      if (field === timeField) node[field] = graphTime(item.createdAt);
      else if (field !== "id" && item.fields[field] !== undefined) node[field] = item.fields[field];
    }
    return node;
  });
  const cursor = (n: number) => Buffer.from(String(n)).toString("base64url");
  const more = offset + limit < window.length;
  const query = new URLSearchParams(request.query);
  query.set("after", cursor(offset + limit));
  return {
    status: 200,
    json: {
      data,
      ...(page.length
        ? { paging: { cursors: { before: cursor(offset), after: cursor(offset + page.length) }, ...(more ? { next: `${request.baseUrl}${request.path}?${query}` } : {}) } }
        : {}),
    },
  };
}

/** null when absent, undefined when not a number. */
function seconds(value: string | null): number | null | undefined {
  if (value === null) return null;
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/** As the Graph API writes times: "2026-11-27T13:04:05+0000". */
function graphTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");
}
