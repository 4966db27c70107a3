import { mediaUploadEndpoints } from "@/lib/api/endpoints/media-uploads";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { completeUploadSession } from "@/lib/media/uploads/complete-upload";

export const POST = route(mediaUploadEndpoints.complete, async ({ caller, params }) => ({ media: await completeUploadSession(caller, params.id) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
