import { randomUUID } from "node:crypto";
import { dbPool } from "@/lib/db/pool";

/** How long a sign-in lasts: the cookie's lifetime (lib/users/next-auth-options.ts) and its row's. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Records a new signed-in session of the user and returns its id, which the session cookie
 * carries. The user's expired rows go at the same time, so the table stays as small as the
 * number of live sessions.
 */
export async function createSession(userId: string): Promise<string> {
  const id = randomUUID();
  await dbPool().query(
    `WITH expired AS (DELETE FROM user_sessions WHERE user_id = $2 AND expires_at <= now() RETURNING 1)
     INSERT INTO user_sessions (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [id, userId, SESSION_MAX_AGE_SECONDS],
  );
  return id;
}
