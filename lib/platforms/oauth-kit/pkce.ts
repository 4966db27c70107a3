import { createHash, randomBytes } from "node:crypto";

/**
 * RFC 7636 with the S256 method: a 43-character verifier (32 random bytes, base64url) kept on the
 * server, and its SHA-256, base64url without padding, sent with the authorize request.
 */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}
