import { ApiError } from "@/lib/errors";
import { canReachBrand, type Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { listOrder, postListStatement } from "@/lib/posts/list-posts-sql";
import type { PostListFilter } from "@/lib/posts/post-list-filter";
import { decodeCursor, encodeCursor, type CursorScope } from "@/lib/posts/post-cursor";
import { toPostOutput, type ListPostsQuery, type PostOutput } from "@/lib/schemas/post";

type PostListRow = {
  total: string;
  /** Null on the one row of an empty page, which carries only the total. */
  id: string | null;
  content: string;
  versions: unknown;
  platforms: string[];
  brand_id: string | null;
  image_url: string | null;
  status: PostOutput["status"];
  source: string;
  scheduled_at: Date | null;
  published_at: Date | null;
  created_at: Date;
  placed_at: Date | null;
};

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
  const found = rows.filter((row) => row.id !== null);
  const served = found.slice(0, query.limit);
  const last = served.at(-1);
  const nextCursor =
    found.length > query.limit && last
      ? encodeCursor(scope, { at: (order === "created" ? last.created_at : last.placed_at)!, id: last.id! }, walk.page + 1)
      : null;
  return {
    posts: served.map((row) =>
      toPostOutput({
        id: row.id!,
        content: row.content,
        versions: row.versions,
        platforms: row.platforms,
        brandId: row.brand_id,
        imageUrl: row.image_url,
        status: row.status,
        source: row.source,
        scheduledAt: row.scheduled_at,
        publishedAt: row.published_at,
        createdAt: row.created_at,
      }),
    ),
    pagination: { page: walk.page, limit: query.limit, total: Number(rows[0]?.total ?? 0), next_cursor: nextCursor },
  };
}
