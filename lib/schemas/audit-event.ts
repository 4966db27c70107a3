import { z } from "@/lib/zod";
import { dateTimeSchema, uuidSchema } from "@/lib/schemas/common";

// The audit trail's API shape (GET /api/v1/audit-events; docs/teams.md, "Audit trail").

/** `review_link`: a client's decision through a review link (no member; the link and the typed name). */
export const AUDIT_AUTH_METHODS = ["session", "api_key", "password", "anonymous", "review_link"] as const;
export const AUDIT_OUTCOMES = ["success", "failure"] as const;

/** `post.create`, `api_key.revoke`, `session.sign_in`: a resource, a dot, a verb. */
export const auditActionSchema = z
  .string()
  .max(64)
  .regex(/^[a-z_]+\.[a-z_]+$/, "must be an action name such as post.create")
  .meta({ description: "A stable action name: the resource, a dot, the verb (`post.create`, `post.schedule`, `api_key.revoke`, `session.sign_in`, `session.sign_in_failed`, ...)." });

export const auditEventSchema = z
  .object({
    id: uuidSchema,
    occurred_at: z.string(),
    actor: z.object({
      user_id: uuidSchema
        .nullable()
        .meta({ description: "The member who acted (kept after the member is deleted); null for a failed sign-in and for a client's decision through a review link." }),
      key_id: uuidSchema.nullable().meta({ description: "The API key that authenticated the request; null for a web session or a sign-in." }),
      auth_method: z.enum(AUDIT_AUTH_METHODS),
      agent_type: z.string().nullable().meta({ description: "The key's `agent_type` when the request was made; null for a person." }),
      via_mcp: z.boolean().meta({ description: "The request was a tool call of the MCP server." }),
      // Who that is, in words, read when the list is read (additive; the ids above keep their meaning).
      member: z
        .object({ name: z.string(), email: z.string() })
        .nullable()
        .meta({ description: "The member's name and e-mail as they are now; null when no member acted, or when the member's account was deleted since (`member_deleted`)." }),
      member_deleted: z.boolean().meta({ description: "A member acted (`user_id`) whose account no longer exists." }),
      key: z
        .object({ name: z.string().nullable(), agent_type: z.string().nullable() })
        .nullable()
        .meta({ description: "The API key: its name as it is now (null once the key is gone) and its `agent_type` when it was used; null without a key." }),
      review_link: z
        .object({ id: uuidSchema, reviewer_name: z.string().nullable() })
        .nullable()
        .meta({ description: "A client's decision through a review link: the link and the name the reviewer typed; null otherwise." }),
      label: z.string().meta({
        description: "One readable line for the actor: `Ada Lovelace (ada@example.com)`, `… with key \"Scheduler\" (claude) via MCP`, `Clara (client, review link)`, `Deleted member (<user_id>)`.",
      }),
    }),
    action: z.string(),
    resource: z.object({ type: z.string().nullable(), id: z.string().nullable() }),
    outcome: z.enum(AUDIT_OUTCOMES),
    status: z.number().int().nullable().meta({ description: "The HTTP status answered." }),
    client_address: z.string().nullable().meta({ description: "The client's IPv4 address, or its IPv6 /64 network." }),
    user_agent: z.string().nullable(),
    request_id: z.string().nullable().meta({ description: "The answer's `meta.request_id`, to find its log line." }),
    details: z.record(z.string(), z.unknown()).meta({ description: "A few facts of the action (path parameters, a failure's reason); never secrets or post text." }),
  })
  .meta({ id: "AuditEvent" });

export const AUDIT_CURSOR_MAX_LENGTH = 300;

export const listAuditEventsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: z
      .string()
      .min(1)
      .max(AUDIT_CURSOR_MAX_LENGTH)
      .optional()
      .meta({ description: "The `pagination.next_cursor` of the previous answer, with the same filters." }),
    actor_user_id: uuidSchema.optional(),
    key_id: uuidSchema.optional(),
    action: auditActionSchema.optional(),
    resource_type: z.string().max(64).regex(/^[a-z_]+$/, "must be a resource type such as post").optional(),
    resource_id: z.string().min(1).max(200).optional(),
    from: dateTimeSchema.optional().meta({ description: "Only events at or after this time." }),
    to: dateTimeSchema.optional().meta({ description: "Only events before this time (exclusive)." }),
  })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && Date.parse(query.to) <= Date.parse(query.from)) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "must be after from" });
    }
  });

export const auditEventListSchema = z.object({
  events: z.array(auditEventSchema),
  pagination: z.object({ limit: z.number().int(), next_cursor: z.string().nullable() }),
});

export type AuditEventOutput = z.infer<typeof auditEventSchema>;
export type ListAuditEventsQuery = z.infer<typeof listAuditEventsQuerySchema>;
