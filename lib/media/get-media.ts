import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { toMediaOutput, type MediaOutput } from "@/lib/schemas/media";

/** A media row of the caller's workspace; another workspace's id is 404, as an unknown one. */
export async function getMediaRowOrThrow(caller: Caller, mediaId: string) {
  const row = await db().media.findFirst({ where: { id: mediaId, workspaceId: caller.workspaceId } });
  if (!row) throw notFound("Media");
  return row;
}

export async function getMedia(caller: Caller, mediaId: string): Promise<MediaOutput> {
  const row = await getMediaRowOrThrow(caller, mediaId);
  const store = mediaStore();
  return toMediaOutput(row, store.publicUrl(row.storageKey), row.coverKey ? store.publicUrl(row.coverKey) : null);
}

/** PATCH /media/{id}: the alt text (null or "" removes it). */
export async function updateMediaAltText(caller: Caller, mediaId: string, altText: string | null): Promise<MediaOutput> {
  const updated = await db().media.updateMany({ where: { id: mediaId, workspaceId: caller.workspaceId }, data: { altText: altText || null } });
  if (updated.count === 0) throw notFound("Media");
  return getMedia(caller, mediaId);
}
