import { randomUUID } from "node:crypto";
import type pg from "pg";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "../../lib/auth/api-key-format";
import { ROLE_SCOPES, type Role } from "../../lib/auth/roles";

// The team every `npm run bench:scale` account works in (issue 20, "Performance"): a shared
// workspace of 50 members and 200 API keys, so that each measured request is admitted through
// a realistic team, not a workspace of one. The owner made the brands and the posts; the other
// 49 members hold every other role, some restricted to a brand, each with 4 keys (some
// restricted to a brand too). The measured key is one editor's, unrestricted, with limits no
// run can reach; the owner's session has chosen the team.

export const TEAM_MEMBERS = 50;
export const TEAM_KEYS = 200;
const KEYS_PER_MEMBER = TEAM_KEYS / TEAM_MEMBERS;

/** The 49 members besides the owner, in turn: 4 admins, then editors, contributors, viewers. */
function roleOf(index: number): Exclude<Role, "owner"> {
  if (index < 4) return "admin";
  if (index < 19) return "editor";
  if (index < 39) return "contributor";
  return "viewer";
}

export type ScaleTeam = {
  workspaceId: string;
  /** Every member but the owner (their personal workspaces hold nothing). */
  memberIds: string[];
  /** The measured key: member 5's (an editor), unrestricted. */
  apiKey: string;
  keyUserId: string;
  keyRole: Role;
  keyScopes: string[];
};

type Client = Pick<pg.Client, "query">;

/** Makes the team around `ownerId`, whose brands `brandIds` are to be made in it (see createScaleAccount). */
export async function createScaleTeam(client: Client, ownerId: string, brandIds: string[]): Promise<ScaleTeam> {
  const workspaceId = (await client.query("INSERT INTO workspaces (name) VALUES ('Scale bench team') RETURNING id")).rows[0].id as string;
  const memberIds = Array.from({ length: TEAM_MEMBERS - 1 }, () => randomUUID());
  // Every fifth member reaches one brand only (the members' restriction), the rest every brand.
  const members = [
    { id: ownerId, role: "owner" as Role, brands: [] as string[] },
    ...memberIds.map((id, i) => ({ id, role: roleOf(i) as Role, brands: i % 5 === 2 ? [brandIds[i % brandIds.length]] : [] })),
  ];
  await client.query(
    `INSERT INTO users (id, email, password_hash, name, plan)
     SELECT id, 'scale-member-' || id || '@bench.invalid', 'no-sign-in', 'Scale member', 'free' FROM unnest($1::uuid[]) AS id`,
    [memberIds],
  );
  await client.query(
    `INSERT INTO workspace_members (workspace_id, user_id, role, brand_ids)
     SELECT $1, m.user_id, m.role, ARRAY(SELECT jsonb_array_elements_text(m.brands)::uuid)
     FROM jsonb_to_recordset($2::jsonb) AS m(user_id uuid, role text, brands jsonb)`,
    [workspaceId, JSON.stringify(members.map((m) => ({ user_id: m.id, role: m.role, brands: m.brands })))],
  );
  const measured = members[5];
  let apiKey = "";
  const keys: Array<Record<string, unknown>> = [];
  for (const [m, member] of members.entries()) {
    for (let k = 0; k < KEYS_PER_MEMBER; k++) {
      const raw = generateApiKey();
      const isMeasured = member === measured && k === 0;
      if (isMeasured) apiKey = raw;
      // Keys hold their role's scopes or fewer; every third of the others is restricted to a brand.
      const scopes = k === 3 ? ["read"] : [...ROLE_SCOPES[member.role]];
      const restricted = !isMeasured && (m * KEYS_PER_MEMBER + k) % 3 === 1;
      keys.push({
        id: randomUUID(),
        user_id: member.id,
        name: `member ${m + 1} key ${k + 1}`,
        key_hash: hashApiKey(raw),
        key_prefix: apiKeyPrefix(raw),
        scopes,
        brand_ids: restricted ? [brandIds[(m + k) % brandIds.length]] : [],
        // Limits no run can reach on the measured key, so that every request takes the admitted path.
        rpm: isMeasured ? 2_000_000_000 : 120,
        rpd: isMeasured ? 2_000_000_000 : 10_000,
      });
    }
  }
  await client.query(
    `INSERT INTO api_keys (id, user_id, workspace_id, name, key_hash, key_prefix, scopes, brand_ids, rate_limit_rpm, rate_limit_rpd)
     SELECT k.id, k.user_id, $1, k.name, k.key_hash, k.key_prefix,
            ARRAY(SELECT jsonb_array_elements_text(k.scopes)), ARRAY(SELECT jsonb_array_elements_text(k.brand_ids)::uuid), k.rpm, k.rpd
     FROM jsonb_to_recordset($2::jsonb) AS k(id uuid, user_id uuid, name text, key_hash text, key_prefix text, scopes jsonb, brand_ids jsonb, rpm int, rpd int)`,
    [workspaceId, JSON.stringify(keys)],
  );
  return { workspaceId, memberIds, apiKey, keyUserId: measured.id, keyRole: measured.role, keyScopes: [...ROLE_SCOPES[measured.role]] };
}

/** On a kept database (BENCH_DATABASE_URL): the team's workspace and its members go (their keys with them). */
export async function removeScaleTeam(client: Client, team: Pick<ScaleTeam, "workspaceId" | "memberIds">): Promise<void> {
  await client.query("DELETE FROM rate_limit_counters WHERE subject IN (SELECT 'key:' || id FROM api_keys WHERE workspace_id = $1)", [team.workspaceId]);
  await client.query("DELETE FROM workspaces WHERE id = $1", [team.workspaceId]);
  await client.query("DELETE FROM users WHERE id = ANY($1::uuid[])", [team.memberIds]);
}
