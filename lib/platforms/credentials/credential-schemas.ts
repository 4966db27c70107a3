import { z } from "@/lib/zod";
import { credentialFieldNames, type CredentialDeclaration } from "@/lib/platforms/credentials/credential-declaration";
import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";

/** A token or id: trimmed (pasted values often carry a newline), non-empty, no inner whitespace. */
const secret = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(8192)
  .regex(/^\S+$/, "must not contain whitespace");

/** The exact credentials object a declaration describes: every field required, no other field. */
export function credentialSchema(declaration: CredentialDeclaration) {
  const shape = Object.fromEntries(
    Object.entries(declaration).map(([name, field]) => [name, field.format ? secret.regex(field.format.pattern, field.format.message) : secret]),
  );
  return z.strictObject(shape);
}

type CredentialSchema = ReturnType<typeof credentialSchema>;

/** Each platform's credentials schema, derived from its declaration (server side: zod). */
export const CREDENTIAL_SCHEMAS = Object.fromEntries(
  Object.values(PLATFORMS).map((platform) => [platform.id, credentialSchema(platform.credentials)]),
) as Record<PlatformId, CredentialSchema>;

/** Field names only, per platform: what the API shows of a connection's credentials. */
export const CREDENTIAL_FIELDS = Object.fromEntries(
  Object.values(PLATFORMS).map((platform) => [platform.id, credentialFieldNames(platform.credentials)]),
) as Record<PlatformId, readonly string[]>;

export type Credentials = Record<string, string>;
