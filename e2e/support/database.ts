import { expect } from "@playwright/test";
import pg from "pg";

// Specs that arrange a state the dashboard has no button for (a member's role, a post already
// failed) write it straight into the e2e server's database, through one short-lived client each.

/** Runs `work` with a client connected to the e2e server's database, and closes it after. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Gives the user with `email` the `role` in every workspace they belong to (a signed-up user has one). */
export async function setMemberRole(email: string, role: string): Promise<void> {
  const { rowCount } = await withDatabase((client) =>
    client.query(`UPDATE workspace_members SET role = $2 WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [email, role]),
  );
  expect(rowCount).toBe(1);
}
