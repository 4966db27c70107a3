import { mediaUploadEndpoints } from "@/lib/api/endpoints/media-uploads";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { startUploadSession } from "@/lib/media/uploads/upload-sessions";

export const POST = route(mediaUploadEndpoints.start, async ({ caller, body }) => ({ upload: await startUploadSession(caller, body) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
