import { reviewLinkEndpoints } from "@/lib/api/endpoints/review-links";
import { route } from "@/lib/api/route";
import { revokeReviewLink } from "@/lib/approvals/review-links";
import { otherMethods } from "@/lib/api/other-methods";

export const DELETE = route(reviewLinkEndpoints.revoke, async ({ caller, params }) => revokeReviewLink(caller, params.id, params.link_id));

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods("DELETE");
