import { z } from "@/lib/zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";

// Approvals (docs/teams.md, "Approvals"; docs/api-decisions.md, "Approvals").

/** Who waits for a person before a brand's post goes out. */
export const APPROVAL_POLICIES = ["off", "everyone", "agents", "contributors"] as const;
export type ApprovalPolicy = (typeof APPROVAL_POLICIES)[number];

export const APPROVAL_POLICY_DESCRIPTIONS: Record<ApprovalPolicy, string> = {
  off: "Nobody waits (a key's own settings still apply).",
  everyone: "Every post waits for an owner, admin or editor to approve it.",
  agents: "Posts scheduled with an API key (MCP included) wait for a person.",
  contributors: "Posts written or submitted by contributors wait for a person.",
};

export const approvalPolicySchema = z.enum(APPROVAL_POLICIES).meta({
  id: "ApprovalPolicy",
  description:
    "Who waits for a person before this brand's posts go out: `off` (default), `everyone`, `agents` (posts scheduled with an API key, MCP included), `contributors` (posts written or submitted by contributors). Only an owner or admin, signed in, may change it.",
});

/** `withdrawn`: whoever asked (or an approver) took the request back before anyone decided. */
export const APPROVAL_STATES = ["pending", "approved", "changes_requested", "withdrawn"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The longest comment of a decision. */
export const MAX_APPROVAL_COMMENT = 2000;
/** A content hash as the API shows it: 64 hex digits of SHA-256. */
const contentHashSchema = z.string().regex(/^[0-9a-f]{64}$/, "must be the 64 hex digits of approval.content_hash");

export const approvalSchema = z
  .object({
    state: z.enum(APPROVAL_STATES),
    requested_by: z.object({ user_id: uuidSchema.nullable(), key_id: uuidSchema.nullable() }).meta({ description: "Who asked: the member, and the key when asked with one (null once deleted)." }),
    requested_at: dateTimeSchema,
    decided_by: z
      .object({ user_id: uuidSchema.nullable(), name: z.string().nullable() })
      .nullable()
      .meta({ description: "The person who decided (or withdrew the request); null while pending. A reviewer through a review link has only the name they typed." }),
    decided_at: dateTimeSchema.nullable(),
    comment: z.string().nullable(),
    content_hash: z.string().meta({
      description:
        "SHA-256 of what was submitted (pending) or approved (approved): each platform's text and image (an upload by its bytes), the platforms, the connected accounts and the scheduled time. Send it back with a decision; the publisher compares it with the post at send time.",
    }),
    version: z.number().int().meta({ description: "Grows with every request and decision." }),
  })
  .meta({ id: "Approval", description: "Whether a person approved this post; null when it never needed one." });

export type ApprovalOutput = z.infer<typeof approvalSchema>;

/** POST /posts/{id}/approval/decision: only a person (a signed-in owner, admin or editor). */
export const approvalDecisionSchema = z.strictObject({
  decision: z.enum(["approve", "request_changes"]),
  content_hash: contentHashSchema.meta({ description: "The `approval.content_hash` of the post as you reviewed it: a post changed since is 409 approval_conflict." }),
  comment: text({ max: MAX_APPROVAL_COMMENT, trim: true }).optional().meta({ description: "Required to request changes: what to change." }),
}).superRefine((body, ctx) => {
  if (body.decision === "request_changes" && !body.comment) ctx.addIssue({ code: "custom", path: ["comment"], message: "say what to change" });
});

export type ApprovalDecisionInput = z.infer<typeof approvalDecisionSchema>;

export const APPROVAL_LIST_MAX = 100;
export const listApprovalsQuerySchema = z.object({
  state: z.enum(APPROVAL_STATES).default("pending"),
  limit: z.coerce.number().int().min(1).max(APPROVAL_LIST_MAX).default(50),
  cursor: z.string().min(1).max(200).optional().meta({ description: "The `next_cursor` of the previous answer." }),
});

export type ListApprovalsQuery = z.infer<typeof listApprovalsQuerySchema>;

/** GET /approvals: posts with their approval, oldest request first. */
export function approvalListSchema<P extends z.ZodType>(postSchema: P) {
  return z.object({
    approvals: z.array(z.object({ post: postSchema, approval: approvalSchema })),
    next_cursor: z.string().nullable().meta({ description: "Where the next page starts; null on the last page." }),
  });
}
