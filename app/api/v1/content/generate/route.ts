import { contentEndpoints } from "@/lib/api/endpoints/content";
import { route } from "@/lib/api/route";
import { generateContent } from "@/lib/content/generate-content";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(contentEndpoints.generate, async ({ caller, body }) => generateContent(caller, body));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods("POST");
