import type pg from "pg";
import { ApiError } from "@/lib/errors";

/**
 * How many shared workspaces one user may have created that still exist (docs/teams.md,
 * "Workspaces one user may create"). A team works in one workspace with many brands; this bounds
 * what a script or a runaway client can make, not what an agency needs.
 */
export const MAX_CREATED_WORKSPACES = 20;

/**
 * Inside the creating transaction: locks the creator's user row (so two creations of one user
 * run one after the other, the second counting the first, as the plan's key cap does) and
 * refuses a creation past the cap with 409 `workspace_limit_reached`.
 */
export async function assertUnderWorkspaceLimit(client: pg.PoolClient, userId: string): Promise<void> {
  await client.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [userId]);
  const { rows } = await client.query<{ created: number }>("SELECT count(*)::int AS created FROM workspaces WHERE created_by = $1", [userId]);
  const created = rows[0].created;
  if (created >= MAX_CREATED_WORKSPACES) {
    throw new ApiError(
      "workspace_limit_reached",
      `You have created ${created} workspaces; one account may create at most ${MAX_CREATED_WORKSPACES}. Work in one you have (a workspace holds many brands), or ask a member of another to invite you.`,
      {},
      [{ field: "body", limit: MAX_CREATED_WORKSPACES, actual: created }],
    );
  }
}
