import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { clientAddress } from "@/lib/auth/client-address";
import { claimAttempt, pruneThrottles, settleSuccess, throttleSubjects } from "@/lib/auth/sign-in-throttle";
import { throttleCode, type Throttled } from "@/lib/auth/throttle-message";
import { signInSchema } from "@/lib/schemas/user";
import { authenticateUser } from "@/lib/users/authenticate-user";

/** Thrown for an attempt refused unchecked; its message is the code the sign-in form reads. */
export class SignInThrottledError extends Error {
  constructor(readonly throttled: Throttled) {
    super(throttleCode(throttled));
    this.name = "SignInThrottledError";
  }
}

export type SignedInUser = { id: string; email: string; name: string };

type Headers_ = Headers | Record<string, string | string[] | undefined>;

/**
 * The audit trail of a sign-in (docs/teams.md, "Audit trail"): in every workspace of the account.
 * The account is the resource; the actor is the account on success and nobody known on a failure.
 * A failure names the email tried; an email of no account has no workspace and records nothing.
 */
function recordSignIn(who: { userId: string } | { email: string }, headers: Headers_, reason?: "wrong_password"): Promise<void> {
  return recordAuditEvent({
    target: "userId" in who ? { everyWorkspaceOfUser: who.userId } : { everyWorkspaceOfEmail: who.email },
    actorUserId: null,
    anonymousActor: Boolean(reason),
    actorKeyId: null,
    authMethod: "password",
    action: reason ? "session.sign_in_failed" : "session.sign_in",
    resourceType: "user",
    resourceId: null,
    outcome: reason ? "failure" : "success",
    status: null,
    headers,
    requestId: null,
    details: reason ? { reason } : {},
  });
}

/**
 * The credentials sign-in: the user when the password is right, null when not, and
 * SignInThrottledError when the account or the client address has failed too often lately
 * (lib/auth/throttle-policy.ts). A malformed email cannot name an account and is refused
 * before anything is counted or hashed.
 */
export async function signInWithPassword(
  credentials: unknown,
  headers: Headers_,
): Promise<SignedInUser | null> {
  const parsed = signInSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const subjects = throttleSubjects(parsed.data.email, clientAddress(headers));
  const claim = await claimAttempt(subjects);
  // A paused attempt is refused unchecked and records nothing: it proves nothing, and recording
  // it would let anyone fill an account's audit trail as fast as they can send requests.
  if (!claim.admitted) throw new SignInThrottledError({ retryAfterSeconds: claim.retryAfterSeconds, locked: claim.locked });
  const user = await authenticateUser(parsed.data.email, parsed.data.password);
  if (!user) {
    await recordSignIn({ email: parsed.data.email }, headers, "wrong_password");
    await pruneThrottles();
    return null;
  }
  await settleSuccess(subjects);
  await recordSignIn({ userId: user.id }, headers);
  return { id: user.id, email: user.email, name: user.name };
}
