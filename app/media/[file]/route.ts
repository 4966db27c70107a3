import { db } from "@/lib/db/client";
import { mimeTypeOfExtension } from "@/lib/images/image-formats";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { byteRangeOf } from "@/lib/media/byte-range";

const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-cover)?\.([a-z0-9]+)$/;

/** The types a stored video's extension stands for (its container, as ffprobe found it). */
const VIDEO_TYPES: Record<string, string> = { mp4: "video/mp4", mov: "video/quicktime", webm: "video/webm" };

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

const SAFE_HEADERS = {
  // The id names one file forever; the type is the decoded (probed) one, never sniffed.
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'",
  "accept-ranges": "bytes",
};

/**
 * GET /media/<id>.<ext>: an uploaded image or video, public, as the platforms fetch a post's
 * image_url or video (the id is a random UUID, so only who was given the URL finds it). Outside
 * /api/v1 and its envelope: the answer is the file itself, streamed from the store, never held
 * whole. A `Range: bytes=…` request (a browser seeking, a platform pulling in parts) gets 206
 * with exactly those bytes; a range past the end, 416.
 */
export async function GET(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = FILE_NAME.exec((await context.params).file);
  if (!match) return notFound();
  const [, id, cover, extension] = match;
  if (cover) return coverOf(id, extension);
  const row = await db().media.findUnique({ where: { id }, select: { storageKey: true, mimeType: true, bytes: true } });
  if (!row || (mimeTypeOfExtension(extension) ?? VIDEO_TYPES[extension]) !== row.mimeType) return notFound();
  const range = byteRangeOf(request.headers.get("range"), row.bytes);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...SAFE_HEADERS, "content-range": `bytes */${row.bytes}` } });
  }
  const { start, end } = range ?? { start: 0, end: row.bytes };
  const body = await mediaStore().readStream(row.storageKey, start, end);
  if (!body) return notFound();
  const headers = { ...SAFE_HEADERS, "content-type": row.mimeType, "content-length": String(end - start) };
  if (!range) return new Response(body, { headers });
  return new Response(body, { status: 206, headers: { ...headers, "content-range": `bytes ${start}-${end - 1}/${row.bytes}` } });
}

/** GET /media/<id>-cover.jpg: a video's cover frame (lib/media/uploads/video-cover.ts), small enough to send whole. */
async function coverOf(id: string, extension: string): Promise<Response> {
  const row = await db().media.findUnique({ where: { id }, select: { coverKey: true } });
  if (extension !== "jpg" || !row?.coverKey) return notFound();
  const jpeg = await mediaStore().read(row.coverKey);
  if (!jpeg) return notFound();
  return new Response(new Uint8Array(jpeg), { headers: { ...SAFE_HEADERS, "content-type": "image/jpeg", "content-length": String(jpeg.byteLength) } });
}
