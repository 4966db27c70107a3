import type { KeyRing } from "@/lib/env/parse-key-ring";
import { connectionAad, open, seal, SealOpenError } from "@/lib/sealing/seal";
import { CREDENTIAL_SCHEMAS, type Credentials } from "@/lib/platforms/credentials/credential-schemas";
import type { PlatformId } from "@/lib/platforms/ids";
import type { StoredOAuth } from "@/lib/platforms/oauth-kit/connector";
import { isObject, text } from "@/lib/platforms/oauth-kit/token-answer";

/** Everything sealed in one connection row: what the publisher reads, and what renews it. */
export type ConnectionSecrets = { credentials: Credentials; oauth: StoredOAuth };

// The sealed JSON. Version 1 (rows saved before sign-in existed) is the credentials object
// itself; version 2 wraps them beside the renewal material: {"v":2,"credentials":{…},"oauth":{…}}.
// No platform declares a credential named "v", so the two cannot be confused.

export function sealSecrets(secrets: ConnectionSecrets, brandId: string, platform: PlatformId, ring?: KeyRing): { sealed: string; keyId: string } {
  return seal(JSON.stringify({ v: 2, credentials: secrets.credentials, oauth: secrets.oauth }), connectionAad(brandId, platform), ring);
}

/**
 * Opens a row's secrets; throws SealOpenError (no secret in its message) when the key is gone,
 * the row was altered, or the credentials no longer have the platform's declared fields.
 */
export function openSecrets(row: { sealedCredentials: string; keyId: string }, brandId: string, platform: PlatformId, ring?: KeyRing): ConnectionSecrets {
  const json: unknown = JSON.parse(open(row.sealedCredentials, row.keyId, connectionAad(brandId, platform), ring));
  const wrapped = isObject(json) && json.v === 2;
  const parsed = CREDENTIAL_SCHEMAS[platform].safeParse(wrapped ? json.credentials : json);
  if (!parsed.success) throw new SealOpenError(`The stored ${platform} credentials no longer have the expected fields; reconnect the account.`);
  return { credentials: parsed.data as Credentials, oauth: wrapped ? readOAuth(json.oauth) : {} };
}

function readOAuth(value: unknown): StoredOAuth {
  if (!isObject(value)) return {};
  const refreshToken = text(value.refresh_token);
  const refreshExpiresAt = text(value.refresh_expires_at);
  const scope = text(value.scope);
  return {
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    ...(refreshExpiresAt ? { refresh_expires_at: refreshExpiresAt } : {}),
    ...(scope ? { scope } : {}),
  };
}
