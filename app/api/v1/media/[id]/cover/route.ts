import { mediaCoverEndpoints } from "@/lib/api/endpoints/media-cover";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { setVideoCover } from "@/lib/media/set-video-cover";

export const PUT = route(mediaCoverEndpoints.set, async ({ caller, params, body }) => ({ media: await setVideoCover(caller, params.id, body) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods("PUT");
