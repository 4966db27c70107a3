import { mediaEndpoints } from "@/lib/api/endpoints/media";
import { otherMethods } from "@/lib/api/other-methods";
import { route } from "@/lib/api/route";
import { getMedia, updateMediaAltText } from "@/lib/media/get-media";

export const GET = route(mediaEndpoints.get, async ({ caller, params }) => ({ media: await getMedia(caller, params.id) }));

export const PATCH = route(mediaEndpoints.update, async ({ caller, params, body }) => ({ media: await updateMediaAltText(caller, params.id, body.alt_text) }));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, DELETE } = otherMethods("GET", "PATCH");
