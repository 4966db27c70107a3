import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";
import { UPLOAD_CHUNK_BYTES } from "@/lib/schemas/media-upload";

/** Images go through a session too, with the bound POST /media keeps (8 MB). */
export const MAX_UPLOAD_IMAGE_BYTES = MAX_MEDIA_BYTES;

let chunkBytesForTests: number | undefined;

/**
 * The chunk size new sessions get. Tests may make it small (`setUploadChunkBytesForTests`) to
 * cut a few-megabyte video into several chunks on the local store; S3 keeps its 5 MiB minimum
 * whatever this says, since s3rver refuses a smaller part as S3 does.
 */
export const uploadChunkBytes = () => chunkBytesForTests ?? UPLOAD_CHUNK_BYTES;

export function setUploadChunkBytesForTests(bytes: number | undefined): void {
  chunkBytesForTests = bytes;
}
