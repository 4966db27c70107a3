import { createHash, randomBytes } from "node:crypto";

// An invitation's token: 32 random bytes, base64url, prefixed so that a leaked one is
// recognisable. Only its SHA-256 is stored (workspace_invitations.token_hash); the link carrying
// it is shown once, to the inviter (and, later, sent by e-mail).

const PREFIX = "bcinv_";

export function generateInvitationToken(): string {
  return `${PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
