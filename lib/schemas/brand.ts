import { z } from "@/lib/zod";
import { httpUrlSchema, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";
import { approvalPolicySchema, type ApprovalPolicy } from "@/lib/schemas/approval";

export const MAX_BRAND_NAME = 100;
const nameSchema = text({ max: MAX_BRAND_NAME, trim: true, visible: true });

export const createBrandSchema = z.strictObject({ name: nameSchema, website: httpUrlSchema });

export const updateBrandSchema = z
  .strictObject({ name: nameSchema.optional(), website: httpUrlSchema.optional(), approval_policy: approvalPolicySchema.optional() })
  .refine((body) => body.name !== undefined || body.website !== undefined || body.approval_policy !== undefined, "give name, website or approval_policy");

export const brandSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    website: z.string(),
    user_id: uuidSchema,
    created_at: z.string(),
    /** Additive (docs/teams.md, "Approvals"). */
    approval_policy: approvalPolicySchema,
  })
  .meta({ id: "Brand" });

export type BrandOutput = z.infer<typeof brandSchema>;
export type CreateBrandInput = z.infer<typeof createBrandSchema>;
export type UpdateBrandInput = z.infer<typeof updateBrandSchema>;

export function toBrandOutput(brand: { id: string; name: string; website: string; userId: string; createdAt: Date; approvalPolicy: string }): BrandOutput {
  return {
    id: brand.id,
    name: brand.name,
    website: brand.website,
    user_id: brand.userId,
    created_at: brand.createdAt.toISOString(),
    approval_policy: brand.approvalPolicy as ApprovalPolicy,
  };
}
