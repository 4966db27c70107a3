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

/**
 * The credentials sign-in: the user when the password is right, null when not, and
 * SignInThrottledError when the account or the client address has failed too often lately
 * (lib/auth/throttle-policy.ts). A malformed email cannot name an account and is refused
 * before anything is counted or hashed.
 */
export async function signInWithPassword(
  credentials: unknown,
  headers: Headers | Record<string, string | string[] | undefined>,
): Promise<SignedInUser | null> {
  const parsed = signInSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const subjects = throttleSubjects(parsed.data.email, clientAddress(headers));
  const claim = await claimAttempt(subjects);
  if (!claim.admitted) throw new SignInThrottledError({ retryAfterSeconds: claim.retryAfterSeconds, locked: claim.locked });
  const user = await authenticateUser(parsed.data.email, parsed.data.password);
  if (!user) {
    await pruneThrottles();
    return null;
  }
  await settleSuccess(subjects);
  return { id: user.id, email: user.email, name: user.name };
}
