import { z } from "zod";
import type { PlatformId } from "@/lib/platforms/ids";

// What each platform's publisher needs, per brand. Defined here rather than imported from
// lib/publishing/publisher.ts (which exports CREDENTIAL_FIELDS with the same keys) so that
// connections do not depend on the publisher; the two lists must agree.

/** A token or id: trimmed (pasted values often carry a newline), non-empty, no inner whitespace. */
const secret = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(8192)
  .regex(/^\S+$/, "must not contain whitespace");

const locationName = secret.regex(/^accounts\/[^/]+\/locations\/[^/]+$/, "must look like accounts/{account}/locations/{location}");
const linkedinUrn = secret.regex(/^urn:li:(person|organization):[^:\s]+$/, "must be urn:li:person:{id} or urn:li:organization:{id}");

/** The exact credentials object each platform takes: every field required, no other field. */
export const CREDENTIAL_SCHEMAS = {
  x_twitter: z.strictObject({ access_token: secret }),
  facebook: z.strictObject({ page_id: secret, page_access_token: secret }),
  instagram: z.strictObject({ ig_user_id: secret, access_token: secret }),
  threads: z.strictObject({ threads_user_id: secret, access_token: secret }),
  linkedin: z.strictObject({ author_urn: linkedinUrn, access_token: secret }),
  google_business: z.strictObject({ location_name: locationName, access_token: secret }),
  tiktok: z.strictObject({ access_token: secret }),
  bluesky: z.strictObject({ handle: secret, app_password: secret }),
} satisfies Record<PlatformId, z.ZodObject>;

/** Field names only, per platform: what the API shows of a connection's credentials. */
export const CREDENTIAL_FIELDS = Object.fromEntries(
  Object.entries(CREDENTIAL_SCHEMAS).map(([platform, schema]) => [platform, Object.keys(schema.shape)]),
) as unknown as Record<PlatformId, readonly string[]>;

export type Credentials = Record<string, string>;
