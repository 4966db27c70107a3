import { reviewLinkEndpoints } from "@/lib/api/endpoints/review-links";
import { route } from "@/lib/api/route";
import { createReviewLink, listReviewLinks } from "@/lib/approvals/review-links";
import { otherMethods } from "@/lib/api/other-methods";

export const POST = route(reviewLinkEndpoints.create, async ({ caller, params, body }) => createReviewLink(caller, params.id, body));
export const GET = route(reviewLinkEndpoints.list, async ({ caller, params }) => listReviewLinks(caller, params.id));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
