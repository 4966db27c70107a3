import { z } from "@/lib/zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/api/endpoints/path-params";
import { MAX_UPLOAD_BYTES, UPLOAD_CHUNK_BYTES, UPLOAD_SESSION_HOURS, startUploadSchema, uploadSessionSchema } from "@/lib/schemas/media-upload";
import { mediaSchema } from "@/lib/schemas/media";

const oneSession = z.object({ upload: uploadSessionSchema });

// Resumable uploads of large files (docs/video.md, "Uploading"; docs/api-decisions.md, "Resumable uploads").
export const mediaUploadEndpoints = {
  start: defineEndpoint({
    method: "POST",
    path: "/api/v1/media/uploads",
    operationId: "startMediaUpload",
    summary: "Start a resumable upload",
    description:
      `Opens an upload session for one file of \`bytes\` bytes (at most ${MAX_UPLOAD_BYTES}, 2 GB; an image at most 8 MB). ` +
      "Then send the file in chunks: `PUT upload_url` with `Content-Range: bytes <start>-<end>/<bytes>` and the raw bytes, " +
      `each chunk \`chunk_bytes\` long (${UPLOAD_CHUNK_BYTES}, 8 MiB) except the last, in order from \`received_bytes\`; then \`POST {upload_url}/complete\`. ` +
      `A session not completed within ${UPLOAD_SESSION_HOURS} hours is removed with what it received.`,
    auth: { kind: "scope", scope: "post" },
    body: startUploadSchema,
    data: oneSession,
    status: 201,
    errors: [],
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/v1/media/uploads/{id}",
    operationId: "getMediaUpload",
    summary: "Get an upload's progress",
    description: "`received_bytes` is where the next chunk starts: after a broken connection, resume from there.",
    auth: { kind: "scope", scope: "read" },
    params: idParams,
    data: oneSession,
    status: 200,
    errors: ["not_found"],
  }),
  chunk: defineEndpoint({
    method: "PUT",
    path: "/api/v1/media/uploads/{id}",
    operationId: "putMediaUploadChunk",
    summary: "Send one chunk of an upload",
    description:
      "The raw bytes of one chunk (application/octet-stream), starting at `received_bytes`: `chunk_bytes` long, the last up to the end of the file. " +
      "A chunk that starts elsewhere is 409 upload_conflict naming the byte to resume from; a chunk cut off before its end is 400 and nothing of it is kept. " +
      "Sending a chunk again after a lost answer is safe: GET the upload and resume from its `received_bytes`.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    rawBody: {
      contentType: "application/octet-stream",
      description: "The chunk's bytes, exactly as many as Content-Range names.",
      headers: { "Content-Range": "`bytes <start>-<end>/<total>`: the chunk's first and last byte (inclusive) and the file's declared size." },
    },
    data: oneSession,
    status: 200,
    errors: ["not_found", "invalid_request", "upload_conflict"],
  }),
  complete: defineEndpoint({
    method: "POST",
    path: "/api/v1/media/uploads/{id}/complete",
    operationId: "completeMediaUpload",
    summary: "Complete an upload into a media file",
    description:
      "Once every byte arrived: the file is judged by its content as its name claimed (a video by ffprobe: MP4, MOV or WebM; an image by decoding it), " +
      "and becomes a media file with the upload's id, its video facts in the answer. A file that is not what it claims, truncated or unreadable is 400 naming the problem, " +
      "and its bytes are removed. Completing a completed upload answers its media again.",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    data: z.object({ media: mediaSchema }),
    status: 200,
    errors: ["not_found", "invalid_request", "upload_conflict"],
  }),
  abort: defineEndpoint({
    method: "DELETE",
    path: "/api/v1/media/uploads/{id}",
    operationId: "abortMediaUpload",
    summary: "Abort an upload",
    description: "Drops what the upload received; the session stays, aborted. A completed upload cannot be aborted (delete nothing: its media stays).",
    auth: { kind: "scope", scope: "post" },
    params: idParams,
    data: oneSession,
    status: 200,
    errors: ["not_found", "upload_conflict"],
  }),
};
