import { mediaEndpoints } from "@/lib/api/endpoints/media";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { uploadMedia } from "@/lib/media/upload-media";

export const POST = route(mediaEndpoints.upload, async ({ caller, body }) => ({ media: await uploadMedia(caller, body) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
