// The rules of a new password that need no word list, so the browser can check them as the
// user types (lib/schemas/user.ts); the server adds the common-password list on top
// (lib/auth/password-policy.ts). Each answer says why in words a form can show under the
// field, with no semicolon (the API joins several issues with semicolons).

export const MIN_PASSWORD_LENGTH = 10;
/** bcrypt reads only the first 72 bytes; a longer password would silently lose its tail. */
export const MAX_PASSWORD_BYTES = 72;

/** Why `password` is refused for the account with `email` by the rules above, or null. */
export function passwordShapeProblem(password: string, email: string): string | null {
  if (/^(.)\1*$/u.test(password)) return "must not be one character repeated";
  const address = email.trim().toLowerCase();
  const localPart = address.split("@")[0];
  const lowered = password.toLowerCase();
  if (lowered === address || (localPart && lowered === localPart)) return "must not be your email address";
  return null;
}
