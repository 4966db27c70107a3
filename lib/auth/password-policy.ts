import { dictionary } from "@zxcvbn-ts/language-common";
import { passwordShapeProblem } from "@/lib/auth/password-rules";

// What a new password must not be, beyond its length and the rules the browser checks too
// (lib/auth/password-rules.ts): one of the most common passwords (zxcvbn-ts's list of about
// 49,000, gathered from leaked password sets), or such a password with only digits or symbols
// added at the end ("baseball2024!"). Server-only: the list is far too large for a page.

let common: Set<string> | undefined;

// Built on first use: the list is decompressed from the package once per process (a few ms).
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"]);
  return common;
}

// "monkey1234", "Dragon!!2024": a short common word padded to length with digits and symbols.
const TRAILING_PADDING = /[\d\W_]+$/u;
const MIN_PADDED_BASE = 4;

/** Why `password` is refused as one of the most common passwords, or such a password padded, or null. */
export function commonPasswordProblem(password: string): string | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) return "is one of the most common passwords, which attackers try first";
  const base = lowered.replace(TRAILING_PADDING, "");
  if (base !== lowered && base.length >= MIN_PADDED_BASE && commonPasswords().has(base)) {
    return "is a common password with digits or symbols added, which attackers try early";
  }
  return null;
}

/** Why `password` is refused for the account with `email` by the whole policy, or null. */
export function passwordProblem(password: string, email: string): string | null {
  return passwordShapeProblem(password, email) ?? commonPasswordProblem(password);
}
