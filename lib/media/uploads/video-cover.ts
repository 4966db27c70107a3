import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import type { MediaStore } from "@/lib/media/media-store";
import { makeCoverFrame } from "@/lib/video/make-cover-frame";

/** The frame a cover shows: one second in (past a fade from black), or the middle of a shorter video. */
export const coverFrameAtMs = (durationMs: number) => Math.min(1000, Math.floor(durationMs / 2));

/** A chosen time, kept inside the video: the last frame starts a little before its end. */
export const chosenFrameAtMs = (atMs: number, durationMs: number) => Math.max(0, Math.min(atMs, durationMs - 100));

/** A video's cover beside it in the store: `<user>/<id>-cover.jpg`, served at `/media/<id>-cover.jpg`. */
export const coverKeyOf = (storageKey: string) => storageKey.replace(/\.[a-z0-9]+$/, "-cover.jpg");

/**
 * Makes a stored video's cover frame (lib/video/make-cover-frame.ts), stores it and names it on
 * the media row, so that the composer shows it and Instagram and LinkedIn receive it. A video
 * whose frame cannot be made keeps no cover: it is still a whole, valid upload (each platform
 * then shows its own first frame), so the failure is logged, never thrown.
 */
export async function attachVideoCover(store: MediaStore, media: { id: string; storageKey: string; durationMs: number; coverAtMs?: number | null }): Promise<string | null> {
  const coverKey = coverKeyOf(media.storageKey);
  try {
    const chosen = media.coverAtMs ?? null;
    const atMs = chosen === null ? coverFrameAtMs(media.durationMs) : chosenFrameAtMs(chosen, media.durationMs);
    const jpeg = await makeCoverFrame(await store.probeLocation(media.storageKey), atMs);
    await store.put(coverKey, jpeg, "image/jpeg");
    await db().media.update({ where: { id: media.id }, data: { coverKey, coverAtMs: chosen === null ? null : atMs } });
    return coverKey;
  } catch (error) {
    log().warn({ media_id: media.id, err: error instanceof Error ? error.message : String(error) }, "no cover frame could be made for the video");
    return null;
  }
}
