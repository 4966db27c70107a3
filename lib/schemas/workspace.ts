import { z } from "@/lib/zod";
import { ROLES } from "@/lib/auth/roles";
import { dateTimeSchema, uniqueList, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";

// Workspaces, members and invitations (docs/teams.md). Plain zod: the dashboard's members page
// checks its forms with these schemas too.

export const roleSchema = z.enum(ROLES).meta({ id: "Role" });

/**
 * The roles an invitation may carry: an owner is made by an owner from a member
 * (PATCH /workspaces/{id}/members/{user_id}), never by an e-mail link (docs/api-decisions.md).
 */
export const INVITABLE_ROLES = ["admin", "editor", "contributor", "viewer"] as const;
export const invitableRoleSchema = z.enum(INVITABLE_ROLES);

const workspaceName = text({ max: 100, trim: true, visible: true });
/** A member's or invitation's brands: null = every brand of the workspace, like a key's brand_ids. */
const brandIdsInput = uniqueList(uuidSchema).min(1, "use null for all brands, or list at least one brand").max(100).nullable();

export const createWorkspaceSchema = z.strictObject({ name: workspaceName });
export const renameWorkspaceSchema = z.strictObject({ name: workspaceName });

export const workspaceSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    /** The caller's own personal workspace, made with their account and deleted with it (another's personal workspace is false). */
    personal: z.boolean(),
    /** The caller's role there. */
    role: roleSchema,
    /** Whether this request acts in it (a key's workspace, or the session's chosen one). */
    current: z.boolean(),
    created_at: dateTimeSchema,
  })
  .meta({ id: "Workspace" });

export const memberSchema = z
  .object({
    user_id: uuidSchema,
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    brand_ids: z.array(uuidSchema).nullable(),
    joined_at: dateTimeSchema,
  })
  .meta({ id: "WorkspaceMember" });

export const updateMemberSchema = z
  .strictObject({ role: roleSchema.optional(), brand_ids: brandIdsInput.optional() })
  .refine((input) => input.role !== undefined || input.brand_ids !== undefined, { message: "give role, brand_ids or both", path: ["body"] });

export const createInvitationSchema = z.strictObject({
  email: z.string().max(254, { error: "must be at most 254 characters", abort: true }).trim().toLowerCase().pipe(z.email("must be a valid email address").max(254)),
  role: invitableRoleSchema,
  brand_ids: brandIdsInput.default(null),
});

export const invitationSchema = z
  .object({
    id: uuidSchema,
    email: z.string(),
    role: invitableRoleSchema,
    brand_ids: z.array(uuidSchema).nullable(),
    invited_by: uuidSchema.nullable(),
    expires_at: dateTimeSchema,
    created_at: dateTimeSchema,
  })
  .meta({ id: "Invitation" });

/** POST /invitations' answer: the link to send, shown this once (only its token's hash is kept). */
export const invitationWithLinkSchema = invitationSchema
  .extend({
    accept_url: z.string(),
    emailed: z.boolean().meta({ description: "Whether the link was also queued as an e-mail to the address (false when e-mail is not set up on this server: pass the link on yourself)." }),
  })
  .meta({ id: "InvitationWithLink" });

export const acceptInvitationSchema = z.strictObject({ token: z.string().min(1, "is required").max(200) });

/** POST /session/workspace: null = the user's personal workspace. */
export const chooseWorkspaceSchema = z.strictObject({ workspace_id: uuidSchema.nullable() });

export const transferOwnershipSchema = z.strictObject({ user_id: uuidSchema });

export type WorkspaceOutput = z.infer<typeof workspaceSchema>;
export type MemberOutput = z.infer<typeof memberSchema>;
export type InvitationOutput = z.infer<typeof invitationSchema>;
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;
