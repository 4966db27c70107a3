import { ApiError } from "@/lib/errors";
import { parseKeyRing, type KeyRing } from "@/lib/env/parse-key-ring";
import { serverEnv } from "@/lib/env/server-env";


let parsed: { text: string | undefined; ring: KeyRing | null } | undefined;

/** The configured ring, or null when CONNECTIONS_ENCRYPTION_KEYS is unset. */
export function keyRing(): KeyRing | null {
  const text = serverEnv().CONNECTIONS_ENCRYPTION_KEYS;
  if (!parsed || parsed.text !== text) parsed = { text, ring: parseKeyRing(text) };
  return parsed.ring;
}

// Without keys nothing can be sealed or opened. That is the server's configuration, not the
// caller's request, so it is a 500; docs/api-decisions.md's table has no 503, and `internal_error` with a
// plain sentence is safe here because the sentence holds nothing secret or internal.
export const CONNECTIONS_DISABLED_MESSAGE =
  "Connections are disabled: set CONNECTIONS_ENCRYPTION_KEYS (comma-separated id:base64key, 32-byte keys) on the server.";

/** The configured ring; throws internal_error with CONNECTIONS_DISABLED_MESSAGE when there is none. */
export function requireKeyRing(): KeyRing {
  const ring = keyRing();
  if (!ring) throw new ApiError("internal_error", CONNECTIONS_DISABLED_MESSAGE);
  return ring;
}
