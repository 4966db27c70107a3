import { z } from "@/lib/zod";
import { platformSchema, uuidSchema } from "@/lib/schemas/common";
import { connectionSchema } from "@/lib/schemas/connection";

// "Connect with <platform>" (lib/connections/oauth/): the answers of its three steps, and the
// list of how each platform connects on this server.

/** POST /brands/{id}/connections/{platform}/authorize: where to send the browser. */
export const authorizeResultSchema = z
  .object({
    platform: platformSchema,
    brand_id: uuidSchema,
    /** The platform's sign-in page; the browser goes there, and comes back to `redirect_uri`. */
    authorize_url: z.string(),
    redirect_uri: z.string(),
    /** The sign-in must come back before then, in the same browser session. */
    expires_at: z.string(),
  })
  .meta({ id: "SignInStart" });

/** The query of the platform's redirect back, as the callback page forwards it. */
export const oauthCallbackBodySchema = z.strictObject({
  state: z.string().min(1).max(512),
  code: z.string().min(1).max(4096).optional(),
  error: z.string().min(1).max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export const connectChoiceSchema = z
  .object({
    /** Send it back as `choice_id`. */
    id: z.string(),
    kind: z.enum(["account", "page", "location", "member", "organization"]),
    name: z.string().meta({ description: "Plain text, at most 200 characters." }),
    handle: z.string().nullable(),
    avatar_url: z.string().nullable().meta({ description: "An https URL, or null." }),
    description: z.string().nullable(),
  })
  .meta({ id: "ConnectChoice" });

const outcomeBase = { platform: platformSchema, brand_id: uuidSchema };

/** The end of a sign-in: connected, a choice to make, or why it failed (the platform's words). */
export const oauthOutcomeSchema = z
  .discriminatedUnion("status", [
    z.object({ status: z.literal("connected"), ...outcomeBase, connection: connectionSchema }),
    z.object({ status: z.literal("choose"), ...outcomeBase, flow_id: uuidSchema, expires_at: z.string(), choices: z.array(connectChoiceSchema) }),
    z.object({ status: z.literal("failed"), ...outcomeBase, message: z.string() }),
  ])
  .meta({ id: "SignInOutcome" });

export type OAuthOutcome = z.infer<typeof oauthOutcomeSchema>;

export const oauthChooseBodySchema = z.strictObject({
  flow_id: uuidSchema,
  choice_id: z.string().min(1).max(500),
});

/** GET /connections/platforms: how each platform connects here. */
export const signInOptionSchema = z
  .object({
    platform: platformSchema,
    label: z.string(),
    /** `oauth`: the platform's own sign-in; `app_password`: Bluesky's handle and app password. */
    method: z.enum(["oauth", "app_password"]),
    /** Whether the sign-in can be offered: the platform app's id and secret are set on the server. */
    configured: z.boolean(),
    /** What to set on the server before it can be (names only). */
    missing_variables: z.array(z.string()),
    /** The callback to register with the platform's app. */
    redirect_uri: z.string().nullable(),
    scopes: z.array(z.string()),
    pkce: z.boolean(),
  })
  .meta({ id: "SignInOption" });

export type SignInOption = z.infer<typeof signInOptionSchema>;
