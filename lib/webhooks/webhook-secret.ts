import { keyRing } from "@/lib/sealing/key-ring";
import type { KeyRing } from "@/lib/env/parse-key-ring";
import { open, seal, SealOpenError } from "@/lib/sealing/seal";

/** The AAD of an endpoint's sealed secret: a sealed secret copied to another endpoint does not open. */
const webhookAad = (endpointId: string) => `brandcast/webhook-endpoint/v1/${endpointId}`;

/** The three columns that keep an endpoint's signing secret (exactly one of secret / sealedSecret). */
export type StoredWebhookSecret = { secret: string | null; sealedSecret: string | null; keyId: string | null };

/**
 * How a signing secret is stored: sealed with the connections key ring (AES-256-GCM, as
 * platform credentials are), so that a copy of the database alone cannot sign deliveries that
 * receivers would trust. In the clear only on a server without keys, where platform
 * connections are off too and nothing could be sealed.
 */
export function storeWebhookSecret(endpointId: string, secret: string, ring: KeyRing | null = keyRing()): StoredWebhookSecret {
  if (!ring) return { secret, sealedSecret: null, keyId: null };
  const { sealed, keyId } = seal(secret, webhookAad(endpointId), ring);
  return { secret: null, sealedSecret: sealed, keyId };
}

/**
 * The signing secret of a stored endpoint. Throws SealOpenError, whose message holds no
 * secret, when it cannot be opened (its key was removed from the ring, or the row was altered).
 */
export function openWebhookSecret(endpointId: string, stored: StoredWebhookSecret, ring?: KeyRing): string {
  if (stored.sealedSecret !== null && stored.keyId !== null) {
    const usable = ring ?? keyRing();
    if (!usable) throw new SealOpenError("The signing secret is sealed, and the server has no CONNECTIONS_ENCRYPTION_KEYS to open it.");
    try {
      return open(stored.sealedSecret, stored.keyId, webhookAad(endpointId), usable);
    } catch (error) {
      throw new SealOpenError(`The signing secret does not open: ${(error as Error).message}`);
    }
  }
  if (stored.secret !== null) return stored.secret;
  throw new SealOpenError("The endpoint has no signing secret.");
}

