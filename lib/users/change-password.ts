import { ApiError, invalidRequest } from "@/lib/errors";
import { clientAddress } from "@/lib/auth/client-address";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";
import type { SessionClaims } from "@/lib/auth/sessions/session-claims";
import { claimAttempt, settleSuccess, throttleSubjects } from "@/lib/auth/sign-in-throttle";
import { describeWait } from "@/lib/auth/throttle-message";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import type { ChangePasswordInput } from "@/lib/schemas/user";

/**
 * Changes the signed-in user's password and ends every other session of theirs; the session
 * that made the change stays signed in. The current password is required and its wrong
 * guesses count against the same throttle as sign-in, so a borrowed session cannot be used
 * to guess it at full speed. Returns how many other sessions ended.
 */
export async function changePassword(claims: SessionClaims, input: ChangePasswordInput, headers: Headers): Promise<number> {
  const user = await db().user.findUnique({ where: { id: claims.userId }, select: { email: true, passwordHash: true } });
  if (!user) throw new ApiError("unauthorized", "Your session has ended. Sign in again.");
  const problem = passwordProblem(input.new_password, user.email);
  if (problem) throw invalidRequest(`Invalid body: new_password: ${problem}.`);
  if (input.new_password === input.current_password) throw invalidRequest("Invalid body: new_password: must differ from your current password.");

  const subjects = throttleSubjects(user.email, clientAddress(headers));
  const claim = await claimAttempt(subjects);
  if (!claim.admitted) {
    const wait = describeWait(claim.retryAfterSeconds);
    throw new ApiError("rate_limited", `Too many wrong passwords for this account. Try again in ${wait}.`, {
      "retry-after": String(claim.retryAfterSeconds),
    });
  }
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw invalidRequest("Invalid body: current_password: is not your current password.");
  }
  await settleSuccess(subjects);

  // One statement, so the new password and the end of the other sessions commit together.
  const { rowCount } = await dbPool().query(
    `WITH changed AS (UPDATE users SET password_hash = $3 WHERE id = $1 RETURNING id)
     DELETE FROM user_sessions WHERE user_id IN (SELECT id FROM changed) AND id <> $2`,
    [claims.userId, claims.sessionId, await hashPassword(input.new_password)],
  );
  return rowCount ?? 0;
}
