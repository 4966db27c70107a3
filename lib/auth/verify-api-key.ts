import { activeKeyCondition } from "@/lib/auth/active-key";
import { hashApiKey, isWellFormedApiKey } from "@/lib/auth/api-key-format";
import { combinedRestriction } from "@/lib/auth/brand-restriction";
import type { Caller } from "@/lib/auth/caller";
import type { Role } from "@/lib/auth/roles";
import { dbPool } from "@/lib/db/pool";

/**
 * The caller of a valid, unrevoked, unexpired key in `Authorization: Bearer …`, or null, without
 * counting a request against its rate limit. For transports whose messages are not API requests
 * themselves (the MCP server's handshake and tool list): each MCP tool call is an API request,
 * counted by the route it runs through (lib/mcp/call-tool.ts).
 */
export async function verifyApiKey(authorization: string | null): Promise<Caller | null> {
  const match = authorization === null ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match || !isWellFormedApiKey(match[1])) return null;
  // The creator's membership as the admission statement reads it (lib/auth/admit-request.ts).
  const { rows } = await dbPool().query<{ id: string; user_id: string; scopes: string[]; brand_ids: string[]; workspace_id: string; role: Role; member_brand_ids: string[] }>(
    `SELECT a.id, a.user_id, a.scopes, a.brand_ids, a.workspace_id, m.role, m.brand_ids AS member_brand_ids
     FROM api_keys a JOIN workspace_members m ON m.workspace_id = a.workspace_id AND m.user_id = a.user_id
     WHERE a.key_hash = $1 AND ${activeKeyCondition("a")}`,
    [hashApiKey(match[1])],
  );
  const key = rows[0];
  if (!key) return null;
  return {
    userId: key.user_id,
    authMethod: "api_key",
    keyId: key.id,
    scopes: key.scopes,
    brandIds: combinedRestriction(key.brand_ids, key.member_brand_ids),
    workspaceId: key.workspace_id,
    role: key.role,
  };
}
