import type { PostListFilter } from "@/lib/posts/post-list-filter";
import { textMatchSql } from "@/lib/posts/search-sql";
import type { SqlParams } from "@/lib/posts/sql-params";

// The exact total of a post list (docs/api-decisions.md: every match across all pages) read
// from the counters that triggers keep beside the posts (migration 20261123160000), so that
// it costs a few counter rows however many posts match:
//   - without a time range: post_counts, a few rows per brand and status of the user (its shards);
//   - with one: post_day_counts for the whole UTC days inside the range, plus the posts of
//     the partial days at its ends, counted from the placed-time index (at most one day of
//     posts in all: a calendar in a time zone other than UTC has one partial day at each end).

const DAY_MS = 86_400_000;

/** The statuses that have a placed time, for counting with one index range per status. */
const PLACED_STATUSES = '{scheduled,published,failed}';

type Range = { from?: Date; to?: Date };

/** Whole UTC days [first, last) inside the range, and the partial stretches at its ends. */
export function splitRange({ from, to }: Range): { days: { first?: Date; last?: Date } | null; partial: Array<{ from: Date; to: Date }> } {
  const first = from ? new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS) : undefined;
  const last = to ? new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS) : undefined;
  if (from && to && first! >= last!) return { days: null, partial: [{ from, to }] };
  const partial: Array<{ from: Date; to: Date }> = [];
  if (from && from < first!) partial.push({ from, to: first! });
  if (to && last! < to) partial.push({ from: last!, to });
  return { days: { first, last }, partial };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function brandCondition(filter: PostListFilter, params: SqlParams): string[] {
  if (filter.brandId) return [`brand_id = ${params.add(filter.brandId, "uuid")}`];
  if (filter.brandIds) return [`brand_id = ANY(${params.add(filter.brandIds, "uuid[]")})`];
  return [];
}

function statusCondition(filter: PostListFilter, params: SqlParams): string[] {
  return filter.status ? [`status = ${params.add(filter.status, '"PostStatus"')}`] : [];
}

export function postTotalSql(filter: PostListFilter, params: SqlParams): string {
  const user = `user_id = ${params.add(filter.userId, "uuid")}`;
  const brand = brandCondition(filter, params);
  const status = statusCondition(filter, params);
  if (filter.q !== undefined) {
    // A search has no counter: its matches are counted where they are (the cost of a search).
    const where = [user, ...brand, ...status, textMatchSql(filter.q, params)];
    if (filter.from) where.push(`placed_at >= ${params.add(filter.from, "timestamptz")}`);
    if (filter.to) where.push(`placed_at < ${params.add(filter.to, "timestamptz")}`);
    return `SELECT count(*) FROM posts WHERE ${where.join(" AND ")}`;
  }
  if (!filter.from && !filter.to) {
    return `SELECT coalesce(sum(count), 0) FROM post_counts WHERE ${[user, ...brand, ...status].join(" AND ")}`;
  }
  const { days, partial } = splitRange(filter);
  const parts: string[] = [];
  if (days) {
    const where = [user, ...brand, ...status];
    if (days.first) where.push(`day >= ${params.add(isoDay(days.first), "date")}`);
    if (days.last) where.push(`day < ${params.add(isoDay(days.last), "date")}`);
    parts.push(`(SELECT coalesce(sum(count), 0) FROM post_day_counts WHERE ${where.join(" AND ")})`);
  }
  // A placeholder must appear in the text (PostgreSQL cannot type an unused one): added only when used.
  const statuses = partial.length === 0 || filter.status ? status : [`status = ANY(${params.add(PLACED_STATUSES, '"PostStatus"[]')})`];
  for (const stretch of partial) {
    const where = [user, ...brand, ...statuses, `placed_at >= ${params.add(stretch.from, "timestamptz")}`, `placed_at < ${params.add(stretch.to, "timestamptz")}`];
    parts.push(`(SELECT count(*) FROM posts WHERE ${where.join(" AND ")})`);
  }
  return parts.length > 0 ? `SELECT ${parts.join(" + ")}` : "SELECT 0";
}
