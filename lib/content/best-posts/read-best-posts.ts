import { dbPool } from "@/lib/db/pool";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";

/** At most this many of the brand's best posts are used as examples. */
export const BEST_POSTS_MAX = 3;
/** A post counts only with this many readings with values of its delivery: one early reading is not its performance. */
export const BEST_POSTS_MIN_READINGS = 2;
/** Candidates read per platform before the readings are counted (a few may have too few). */
const CANDIDATES_PER_PLATFORM = 10;
/** An example longer than this is cut: it shows the voice, the prompt does not need it whole. */
const MAX_EXAMPLE_LENGTH = 600;

export type BestPost = { postId: string; platform: PlatformId; engagementRate: number; text: string };

type Row = { post_id: string; platform: PlatformId; engagement_rate: number; text: string };

/**
 * The brand's best-performing published posts (docs/content.md, "Best posts as examples"): by
 * engagement rate from each delivery's latest reading (metric_delivery_totals), only deliveries
 * with at least BEST_POSTS_MIN_READINGS readings with values, the requested platforms first, one
 * entry per post, at most BEST_POSTS_MAX. Each platform's candidates come from the index
 * metric_delivery_totals_best_posts_idx in rate order, so the cost does not grow with the posts.
 * The text is what that platform published: its own version, else the post's content.
 */
export async function readBestPosts(workspaceId: string, brandId: string, platforms: readonly PlatformId[]): Promise<BestPost[]> {
  const { rows } = await dbPool().query<Row>(
    `SELECT c.post_id, c.platform, c.rate AS engagement_rate, coalesce(p.versions -> c.platform ->> 'content', p.content) AS text
     FROM unnest($3::text[]) AS wanted(platform)
     CROSS JOIN LATERAL (
       SELECT t.delivery_id, t.post_id, t.platform, (t.engagements)::float8 / (t.engagement_base)::float8 AS rate
       FROM metric_delivery_totals t
       WHERE t.workspace_id = $1 AND t.brand_id = $2 AND t.platform = wanted.platform AND t.engagement_base > 0
       ORDER BY (t.engagements)::float8 / (t.engagement_base)::float8 DESC, t.delivery_id
       LIMIT ${CANDIDATES_PER_PLATFORM}
     ) c
     JOIN posts p ON p.id = c.post_id AND p.workspace_id = $1 AND p.brand_id = $2
     WHERE (SELECT count(*) FROM metric_snapshots s WHERE s.delivery_id = c.delivery_id AND s.error IS NULL) >= $4`,
    [workspaceId, brandId, [...PLATFORM_IDS], BEST_POSTS_MIN_READINGS],
  );
  return pickBestPosts(rows.map((row) => ({ postId: row.post_id, platform: row.platform, engagementRate: Number(row.engagement_rate), text: cut(row.text) })), platforms);
}

/** The requested platforms' posts first, each group best rate first; one entry per post; at most BEST_POSTS_MAX. */
export function pickBestPosts(candidates: readonly BestPost[], platforms: readonly PlatformId[]): BestPost[] {
  const wanted = new Set<string>(platforms);
  const sorted = [...candidates].sort(
    (a, b) => Number(wanted.has(b.platform)) - Number(wanted.has(a.platform)) || b.engagementRate - a.engagementRate || a.postId.localeCompare(b.postId),
  );
  const seen = new Set<string>();
  const picked: BestPost[] = [];
  for (const post of sorted) {
    if (seen.has(post.postId) || post.text.trim() === "") continue;
    seen.add(post.postId);
    picked.push(post);
    if (picked.length === BEST_POSTS_MAX) break;
  }
  return picked;
}

function cut(text: string): string {
  return text.length > MAX_EXAMPLE_LENGTH ? `${text.slice(0, MAX_EXAMPLE_LENGTH)} [...]` : text;
}
