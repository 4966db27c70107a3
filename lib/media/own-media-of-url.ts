import { dbPool } from "@/lib/db/pool";
import { mediaStore } from "@/lib/media/media-store-for-env";

const MEDIA_FILE = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]+$/;

/** What is known of an upload without reading its bytes. */
export type OwnMedia = {
  id: string;
  storageKey: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  altText: string | null;
  contentSha256: string | null;
  kind: "image" | "video";
  /** What ffprobe found (lib/video/video-facts.ts); null for an image. */
  video: OwnVideoFacts | null;
  coverKey: string | null;
  /** The cover frame's time the user chose (PUT /media/{id}/cover), or null. */
  coverAtMs: number | null;
};

export type OwnVideoFacts = { container: string | null; videoCodec: string; audioCodec: string | null; durationMs: number; frameRate: number; bitRate: number | null };

type OwnMediaRow = Omit<OwnMedia, "video"> & { videoCodec: string | null; audioCodec: string | null; container: string | null; durationMs: number | null; frameRate: number | null; bitRate: string | null };

const OWN_MEDIA_COLUMNS = `id, storage_key AS "storageKey", mime_type AS "mimeType", bytes, width, height, alt_text AS "altText", content_sha256 AS "contentSha256",
  kind, container, video_codec AS "videoCodec", audio_codec AS "audioCodec", duration_ms AS "durationMs", frame_rate AS "frameRate",
  bit_rate AS "bitRate", cover_key AS "coverKey", cover_at_ms AS "coverAtMs"`;

/**
 * The workspace's media row whose public URL is exactly `url`, or null: an image_url that is one
 * of the workspace's uploads (whichever member uploaded it) is checked against the platforms' image rules with facts already known,
 * instead of being fetched. One lookup by primary key; any other URL costs a regex. Plain SQL,
 * not the ORM: every live delivery with an image asks this, and the ORM's query building cost
 * more CPU than the lookup itself (docs/performance.md, "Live publishing").
 */
export async function ownMediaOfUrl(workspaceId: string, url: string): Promise<OwnMedia | null> {
  return (await ownMediaOfUrls(workspaceId, [url])).get(url) ?? null;
}

/**
 * The same for several URLs (a carousel's images) in one query: each URL's upload, or null.
 * A post of four images to three platforms was four lookups; now it is one.
 */
export async function ownMediaOfUrls(workspaceId: string, urls: readonly string[]): Promise<Map<string, OwnMedia | null>> {
  const found = new Map<string, OwnMedia | null>(urls.map((url) => [url, null]));
  const ids = [...new Set(urls.map((url) => MEDIA_FILE.exec(url)?.[1]).filter((id): id is string => id !== undefined))];
  if (ids.length === 0) return found;
  const { rows } = await dbPool().query<OwnMediaRow>(
    `SELECT ${OWN_MEDIA_COLUMNS} FROM media WHERE id = ANY($1::uuid[]) AND workspace_id = $2`,
    [ids, workspaceId],
  );
  const store = mediaStore();
  for (const row of rows) {
    const url = store.publicUrl(row.storageKey);
    // Only the exact public URL is the upload (not another extension or host naming the same id).
    if (found.has(url)) found.set(url, ownMediaOf(row));
  }
  return found;
}

function ownMediaOf(row: OwnMediaRow): OwnMedia {
  const { container, videoCodec, audioCodec, durationMs, frameRate, bitRate, ...rest } = row;
  const video =
    row.kind === "video" && videoCodec !== null && durationMs !== null && frameRate !== null
      ? { container, videoCodec, audioCodec, durationMs, frameRate, bitRate: bitRate === null ? null : Number(bitRate) }
      : null;
  return { ...rest, video };
}
