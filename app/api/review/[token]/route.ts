import { reviewDecisionEndpoint } from "@/lib/api/endpoints/review-links";
import { route } from "@/lib/api/route";
import { decideThroughReviewLink } from "@/lib/approvals/review-links";

// A reviewer without an account decides through a review link (docs/teams.md, "Approvals").
export const POST = route(reviewDecisionEndpoint, async ({ params, body }) => ({ approval: await decideThroughReviewLink(params.token, body) }));
