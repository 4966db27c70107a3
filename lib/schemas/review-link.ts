import { z } from "@/lib/zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";
import { approvalDecisionSchema } from "@/lib/schemas/approval";

// A client's review link (docs/teams.md, "Approvals"; docs/api-decisions.md, "Approvals").

export const MAX_REVIEW_LINK_DAYS = 30;

export const createReviewLinkSchema = z.strictObject({
  expires_in_days: z.number().int().min(1).max(MAX_REVIEW_LINK_DAYS).default(7).meta({ description: "How long the link works (1 to 30 days, default 7)." }),
});

export const reviewLinkSchema = z
  .object({
    id: uuidSchema,
    post_id: uuidSchema,
    expires_at: dateTimeSchema,
    revoked_at: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: "ReviewLink" });

export const createdReviewLinkSchema = z.object({
  review_link: reviewLinkSchema,
  token: z.string().meta({ description: "Shown once, never stored: the link is /review/<token> on this app's origin." }),
});

/** POST /api/review/{token}: a reviewer without an account decides under the name they type. */
export const reviewDecisionSchema = approvalDecisionSchema.safeExtend({
  name: text({ max: 100, trim: true, visible: true }).meta({ description: "The reviewer's name, as the decision records it." }),
});

export type CreateReviewLinkInput = z.infer<typeof createReviewLinkSchema>;
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;
export type ReviewLinkOutput = z.infer<typeof reviewLinkSchema>;
