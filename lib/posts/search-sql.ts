import type { SqlParams } from "@/lib/posts/sql-params";

/** `q` as an ILIKE pattern: its own %, _ and \\ match themselves. */
export function searchPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Posts whose text contains `q`, ignoring case: the default text or any platform's version.
 * No index serves it (a trigram index would, but the embedded PGlite has no pg_trgm): the
 * filter is read on the posts of the other filters' index range (docs/api-decisions.md).
 */
export function textMatchSql(q: string, params: SqlParams): string {
  const pattern = params.add(searchPattern(q), "text");
  return `(content ILIKE ${pattern} OR EXISTS (SELECT 1 FROM jsonb_each(versions) v WHERE v.value->>'content' ILIKE ${pattern}))`;
}
