import { db } from "@/lib/db/client";
import { mimeTypeOfExtension } from "@/lib/images/image-formats";
import { mediaStore } from "@/lib/media/media-store-for-env";

const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z]+)$/;

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * GET /media/<id>.<ext>: an uploaded image, public, as the platforms fetch a post's image_url
 * (the id is a random UUID, so only who was given the URL finds it). Outside /api/v1 and its
 * envelope: the answer is the image itself.
 */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = FILE_NAME.exec((await context.params).file);
  if (!match) return notFound();
  const [, id, extension] = match;
  const row = await db().media.findUnique({ where: { id }, select: { storageKey: true, mimeType: true } });
  if (!row || mimeTypeOfExtension(extension) !== row.mimeType) return notFound();
  const bytes = await mediaStore().read(row.storageKey);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": row.mimeType,
      "content-length": String(bytes.byteLength),
      // The id names one image forever; the type is the decoded one, never sniffed.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
}
