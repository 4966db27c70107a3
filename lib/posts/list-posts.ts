import { ApiError } from "@/lib/api/errors";
import { canReachBrand, type Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { postCountStatement, postListStatement, type PostListFilter } from "@/lib/posts/list-posts-sql";
import { toPostOutput, type ListPostsQuery, type PostOutput } from "@/lib/schemas/post";

type PostListRow = {
  id: string;
  content: string;
  platforms: string[];
  brand_id: string | null;
  image_url: string | null;
  status: PostOutput["status"];
  source: string;
  scheduled_at: Date | null;
  published_at: Date | null;
  created_at: Date;
  total: string;
};

/** GET /posts: newest first, then by id; `total` counts every match across all pages (API.md). */
export async function listPosts(caller: Caller, query: ListPostsQuery) {
  if (query.brand_id && !canReachBrand(caller, query.brand_id)) {
    throw new ApiError("brand_forbidden", "This API key is restricted to other brands.");
  }
  const filter: PostListFilter = {
    userId: caller.userId,
    brandId: query.brand_id,
    brandIds: caller.brandIds,
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  const { rows } = await dbPool().query<PostListRow>(postListStatement(filter));
  // Past the last page the window count has no row to ride on; count separately then.
  const total = rows.length > 0 ? Number(rows[0].total) : await countPosts(filter, query.page);
  return {
    posts: rows.map((row) =>
      toPostOutput({
        id: row.id,
        content: row.content,
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
    pagination: { page: query.page, limit: query.limit, total },
  };
}

async function countPosts(filter: PostListFilter, page: number): Promise<number> {
  if (page === 1) return 0;
  const { rows } = await dbPool().query<{ total: number }>(postCountStatement(filter));
  return rows[0].total;
}
