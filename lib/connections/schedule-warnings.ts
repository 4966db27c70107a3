import { dbPool } from "@/lib/db/pool";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { publishMode } from "@/lib/runtime-mode";
import type { ScheduleWarning } from "@/lib/schemas/schedule";

/**
 * What will stop a just-scheduled post from reaching its platforms, said when it is scheduled
 * rather than when publishing fails: a connection of its brand that needs reconnecting, and,
 * when publishing is live, a platform the brand has no account connected on.
 */
export async function scheduleWarnings(userId: string, postId: string): Promise<ScheduleWarning[]> {
  const { rows } = await dbPool().query<{ platform: string; status: string | null; status_reason: string | null; has_brand: boolean }>(
    `SELECT p.platform, c.status, c.status_reason, (posts.brand_id IS NOT NULL) AS has_brand
       FROM posts
       CROSS JOIN LATERAL unnest(posts.platforms) AS p(platform)
       LEFT JOIN platform_connections c ON c.brand_id = posts.brand_id AND c.platform = p.platform AND c.user_id = posts.user_id
      WHERE posts.id = $1 AND posts.user_id = $2`,
    [postId, userId],
  );
  const live = publishMode() === "live";
  const warnings: ScheduleWarning[] = [];
  for (const row of rows) {
    if (!(PLATFORM_IDS as readonly string[]).includes(row.platform)) continue;
    const platform = row.platform as PlatformId;
    const label = platformRule(platform).label;
    if (row.status === "reconnect_required") {
      warnings.push({ code: "reconnect_required", platform, message: `The ${label} account needs to be reconnected before this post can be published there. ${row.status_reason ?? ""}`.trim() });
    } else if (live && row.status === null) {
      const why = row.has_brand ? "this brand has no account connected there" : "the post has no brand, and accounts are connected per brand";
      warnings.push({ code: "not_connected", platform, message: `This post cannot be published to ${label}: ${why}.` });
    }
  }
  return warnings;
}
