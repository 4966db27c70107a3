import { db } from "@/lib/db/client";
import { mediaStore } from "@/lib/media/media-store-for-env";

const MEDIA_FILE = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z]+$/;

/**
 * The workspace's media row whose public URL is exactly `url`, or null: an image_url that is one
 * of the workspace's uploads (whichever member uploaded it) is checked against the platforms' image rules with facts already known,
 * instead of being fetched. One lookup by primary key; any other URL costs a regex.
 */
export async function ownMediaOfUrl(workspaceId: string, url: string) {
  const match = MEDIA_FILE.exec(url);
  if (!match) return null;
  const row = await db().media.findFirst({ where: { id: match[1], workspaceId } });
  return row && mediaStore().publicUrl(row.storageKey) === url ? row : null;
}
