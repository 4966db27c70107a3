import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";

/**
 * The largest file an upload session takes: 2 GB (2,000,000,000 bytes), under the 2^31 − 1 a
 * media row's INTEGER `bytes` holds, and above the largest video any platform Brandcast publishes
 * to accepts in one post (docs/video.md, "Uploading").
 */
export const MAX_UPLOAD_BYTES = 2_000_000_000;

/**
 * The size of every chunk but the last: 8 MiB. S3 refuses a multipart part under 5 MiB (except
 * the last), and a chunk is held in memory once while it is written, so it stays small.
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** An open session not completed by then is swept away with what it received. */
export const UPLOAD_SESSION_HOURS = 24;

/** Images go through a session too, with the bound POST /media keeps (8 MB). */
export const MAX_UPLOAD_IMAGE_BYTES = MAX_MEDIA_BYTES;

/** What a file name says it is: a video or an image, by its extension; the content must agree on completion. */
const VIDEO_EXTENSIONS = ["mp4", "m4v", "mov", "webm"];
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "gif"];

export type ClaimedKind = "video" | "image";

export function claimedKindOf(fileName: string): ClaimedKind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (VIDEO_EXTENSIONS.includes(extension)) return "video";
  if (IMAGE_EXTENSIONS.includes(extension)) return "image";
  return null;
}

export const ACCEPTED_FILE_NAMES = `${VIDEO_EXTENSIONS.map((e) => `.${e}`).join(", ")} (a video) or ${IMAGE_EXTENSIONS.map((e) => `.${e}`).join(", ")} (an image)`;

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
