import type { ListOrder } from "@/lib/posts/post-cursor";
import { SqlParams } from "@/lib/posts/sql-params";
import { postTotalSql } from "@/lib/posts/post-total-sql";
import type { PostListFilter } from "@/lib/posts/post-list-filter";
import { textMatchSql } from "@/lib/posts/search-sql";
import { postRowColumns } from "@/lib/posts/post-row";

// The post list as ONE statement: a page of posts and the exact total over all pages, in one
// round trip, each at a cost that does not grow with the account (docs/api-decisions.md,
// "Lists at any size"). The benchmarks' bare route runs exactly this statement too.
//
// The page is found in two steps. First its sort keys: every filter shape has an index that
// starts with its equality conditions and continues in the list's order (migration
// 20261123160000_post_counts_and_list_indexes), read as an index-only range that stops after
// the page, so no plan can prefer reading more rows and sorting them. Where one range cannot
// serve the filters (a brand-restricted key's several brands; a time range without a status,
// over the three statuses that have a place) each is its own range and a Merge Append reads
// from them only as far as the page needs. Then the page's rows by primary key, with the
// owner checked on each. The total comes from the post counters, never from the posts
// (lib/posts/post-total-sql.ts).

/** The statuses that have a placed time: a draft is not on the calendar. */
const PLACED_STATUSES = ["scheduled", "published", "failed"] as const;

export function listOrder(filter: Pick<PostListFilter, "from" | "to">): ListOrder {
  return filter.from || filter.to ? "placed" : "created";
}

function orderBy(order: ListOrder): string {
  return order === "created" ? "created_at DESC, id DESC" : "placed_at, id";
}

/** The sort keys of the page: index entries only, in the list's order (see the header). */
function pageKeysSql(filter: PostListFilter, params: SqlParams, workspace: string): string {
  const order = listOrder(filter);
  const key = order === "created" ? "created_at" : "placed_at";
  const shared: string[] = [];
  if (filter.from) shared.push(`placed_at >= ${params.add(filter.from, "timestamptz")}`);
  if (filter.to) shared.push(`placed_at < ${params.add(filter.to, "timestamptz")}`);
  if (filter.q !== undefined) shared.push(textMatchSql(filter.q, params));
  if (filter.after) {
    shared.push(`(${key}, id) ${order === "created" ? "<" : ">"} (${params.add(filter.after.at, "timestamptz")}, ${params.add(filter.after.id, "uuid")})`);
  }
  const brands: (string | null)[] = filter.brandId ? [filter.brandId] : filter.brandIds ? [...new Set(filter.brandIds)] : [null];
  const statuses: (string | null)[] = filter.status ? [filter.status] : order === "placed" ? [...PLACED_STATUSES] : [null];
  const branches = brands.flatMap((brand) =>
    statuses.map((status) => {
      // A brand's range of the brand's index; the owner is checked on the rows fetched.
      const where = [brand ? `brand_id = ${params.add(brand, "uuid")}` : `workspace_id = ${workspace}`, ...shared];
      if (status) where.push(`status = ${params.add(status, '"PostStatus"')}`);
      return `SELECT id, ${key} FROM posts WHERE ${where.join(" AND ")}`;
    }),
  );
  // One row past the page tells whether there is a next one. OFFSET is a bigint: `page` may be
  // any integer up to 2^53 − 1, far past int4 (docs/api-decisions.md, "Lists at any size").
  const limit = params.add(filter.limit + 1, "int");
  const offset = params.add(filter.offset, "bigint");
  if (branches.length === 0) return `SELECT id, ${key} FROM posts WHERE false LIMIT ${limit} OFFSET ${offset}`;
  if (branches.length === 1) return `${branches[0]} ORDER BY ${orderBy(order)} LIMIT ${limit} OFFSET ${offset}`;
  // The ORDER BY and LIMIT inside each branch are what let the planner merge the branches'
  // index ranges instead of reading them whole and sorting.
  const reach = params.add(filter.offset + filter.limit + 1, "bigint");
  const union = branches.map((branch) => `(${branch} ORDER BY ${orderBy(order)} LIMIT ${reach})`).join("\n  UNION ALL ");
  return `SELECT * FROM (${union}) merged ORDER BY ${orderBy(order)} LIMIT ${limit} OFFSET ${offset}`;
}

function pageSql(filter: PostListFilter, params: SqlParams): string {
  const workspace = params.add(filter.workspaceId, "uuid");
  const keys = pageKeysSql(filter, params, workspace);
  const where = [`p.workspace_id = ${workspace}`];
  // A page that starts at or past the total is empty: said by the total alone (a one-time
  // filter), so that page 10,000,000,000 does not first skip every post of the account.
  if (filter.offset > 0) where.push(`${params.add(filter.offset, "bigint")} < (SELECT total FROM total)`);
  // A post row (lib/posts/post-row.ts) and the placed time a cursor within a range starts from.
  return `SELECT ${postRowColumns("p")}, p.placed_at AS "placedAt" FROM (${keys}) k JOIN posts p ON p.id = k.id WHERE ${where.join(" AND ")}`;
}

/** The page (up to `limit` + 1 rows) and, on every row, `total`; a single row of nulls but `total` when the page is empty. */
export function postListStatement(filter: PostListFilter): { text: string; values: unknown[] } {
  const params = new SqlParams();
  const total = postTotalSql(filter, params);
  const page = pageSql(filter, params);
  // `page` is planned on its own (MATERIALIZED): inlined into the LEFT JOIN below, PostgreSQL 17
  // (PGlite) applies the page's one-time filter on the total as a join filter, after reading
  // the page, instead of as a gate before it.
  const text = `WITH total AS (SELECT (${total})::bigint AS total),
page AS MATERIALIZED (${page})
SELECT total.total, page.* FROM total LEFT JOIN page ON true
ORDER BY ${listOrder(filter) === "created" ? 'page."createdAt" DESC, page.id DESC' : 'page."placedAt", page.id'}`;
  return { text, values: params.values };
}
