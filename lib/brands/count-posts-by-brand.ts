import { dbPool } from "@/lib/db/pool";

/**
 * Posts per brand (every status), for the dashboard's brand cards: read from the post
 * counters, a few rows per brand however many posts it has (counting the posts themselves
 * read every one of them on each visit of the dashboard).
 */
export async function countPostsByBrand(userId: string, brandIds: readonly string[]): Promise<Map<string, number>> {
  if (brandIds.length === 0) return new Map();
  const { rows } = await dbPool().query<{ brand_id: string; posts: number }>(
    "SELECT brand_id, sum(count)::int AS posts FROM post_counts WHERE user_id = $1 AND brand_id = ANY($2::uuid[]) GROUP BY brand_id",
    [userId, brandIds],
  );
  return new Map(rows.map((row) => [row.brand_id, row.posts]));
}
