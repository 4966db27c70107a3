import { ApiError } from "@/lib/errors";
import { canReachBrand, type Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { listOrder, postListStatement } from "@/lib/posts/list-posts-sql";
import type { PostListFilter } from "@/lib/posts/post-list-filter";
import { decodeCursor, encodeCursor, type CursorScope } from "@/lib/posts/post-cursor";
import { toPostOutput } from "@/lib/posts/post-output";
import type { PostRow } from "@/lib/posts/post-row";
import type { ListPostsQuery } from "@/lib/schemas/post";

/** One row per post of the page, each with the total; a page with no posts is one row of nulls but `total`. */
type PostListRow = { total: string; placedAt: Date | null } & (PostRow | { [field in keyof PostRow]: null });

/**
 * GET /posts: newest created first, then by id, or earliest placed first within a time range;
 * `page` or `cursor`; `total` counts every match across all pages (docs/api-decisions.md).
 */
export async function listPosts(caller: Caller, query: ListPostsQuery) {
  if (query.brand_id && !canReachBrand(caller, query.brand_id)) {
    throw new ApiError("brand_forbidden", "This API key is restricted to other brands.");
  }
  const range = { from: query.from ? new Date(query.from) : undefined, to: query.to ? new Date(query.to) : undefined };
  const order = listOrder(range);
  const scope: CursorScope = { userId: caller.userId, order, brandId: query.brand_id, status: query.status, q: query.q, ...range };
  const walk = query.cursor ? decodeCursor(scope, query.cursor) : { position: undefined, page: query.page ?? 1 };
  const filter: PostListFilter = {
    userId: caller.userId,
    brandId: query.brand_id,
    brandIds: caller.brandIds,
    status: query.status,
    q: query.q,
    ...range,
    limit: query.limit,
    offset: query.cursor ? 0 : (walk.page - 1) * query.limit,
    after: walk.position,
  };
  const { rows } = await dbPool().query<PostListRow>(postListStatement(filter));
  const found = rows.filter((row): row is PostListRow & PostRow => row.id !== null);
  const served = found.slice(0, query.limit);
  const last = served.at(-1);
  const nextCursor =
    found.length > query.limit && last ? encodeCursor(scope, { at: (order === "created" ? last.createdAt : last.placedAt)!, id: last.id }, walk.page + 1) : null;
  return {
    posts: served.map(toPostOutput),
    pagination: { page: walk.page, limit: query.limit, total: Number(rows[0]?.total ?? 0), next_cursor: nextCursor },
  };
}
