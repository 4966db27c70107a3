/** A format a credential must have beyond being a token (checked when a connection is saved). */
export type CredentialFormat = { pattern: RegExp; message: string };

export type CredentialField = {
  /** The field's short name in the settings form ("Page ID"); the API's name is shown beside it. */
  label: string;
  /** What the field holds and where to find it, shown to the person connecting the account. */
  description: string;
  /** An example value shown in the empty field, where its shape is not obvious ("brand.bsky.social"). */
  placeholder?: string;
  format?: CredentialFormat;
};

/**
 * A platform's credentials, field by field, in the order they are asked for. The one source of
 * the field names: the connections feature stores exactly these keys (checked with the schema
 * derived from this, lib/platforms/credentials/credential-schemas.ts), the publisher reads
 * nothing else, and the settings page asks for each with its `label`, `description` and `placeholder`. Plain data, so the
 * browser gets it without zod.
 */
export type CredentialDeclaration = Readonly<Record<string, CredentialField>>;

export function credentialFieldNames(declaration: CredentialDeclaration): readonly string[] {
  return Object.keys(declaration);
}
