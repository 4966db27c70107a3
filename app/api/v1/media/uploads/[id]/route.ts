import { mediaUploadEndpoints } from "@/lib/api/endpoints/media-uploads";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { abortUploadSession, getUploadSession } from "@/lib/media/uploads/upload-sessions";
import { writeUploadChunk } from "@/lib/media/uploads/write-upload-chunk";

export const GET = route(mediaUploadEndpoints.get, async ({ caller, params }) => ({ upload: await getUploadSession(caller, params.id) }));

// The body is the chunk's raw bytes, streamed by the handler (the declaration has no body schema).
export const PUT = route(mediaUploadEndpoints.chunk, async ({ caller, params, request }) => ({ upload: await writeUploadChunk(caller, params.id, request) }));

export const DELETE = route(mediaUploadEndpoints.abort, async ({ caller, params }) => ({ upload: await abortUploadSession(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
