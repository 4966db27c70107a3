import { checkWith, issuesFromApiMessage, toFieldErrors, type FieldMapping } from "@/lib/client/form-errors";
import { passwordShapeProblem } from "@/lib/auth/password-rules";
import { signUpSchema } from "@/lib/schemas/user";

export type AccountField = "name" | "email" | "password";
export type AccountValues = Record<AccountField, string>;
export const ACCOUNT_FIELDS: readonly AccountField[] = ["name", "email", "password"];

/** The password's minimum length, as the server's schema sets it. */
export const MIN_PASSWORD = signUpSchema.shape.password.minLength ?? 10;

/**
 * A password issue as a sentence: the length bounds in the forms' own words, any other rule
 * (one character repeated, the email, a common password from the server) as the schema says it.
 */
export function explainPasswordIssue(value: string, issue: { code?: string; limit?: number; message: string }): string | undefined {
  if (!value) return "Choose a password.";
  if (issue.code === "too_small") return `Use at least ${issue.limit} characters.`;
  if (/\bbytes\b/.test(issue.message)) return "Use at most 72 bytes.";
  return undefined;
}

/** The schema decides what is wrong; these say it the way the sign-up and sign-in forms always have. */
function mapping(values: Partial<AccountValues>): FieldMapping<AccountField> {
  return {
    fieldOf: (path) => ACCOUNT_FIELDS.find((field) => field === path) ?? null,
    explain: (field, issue) => {
      const value = values[field] ?? "";
      if (field === "name") return value.trim() ? `Use at most ${issue.limit} characters.` : "Enter your name.";
      if (field === "email") return value.trim() ? "Enter a valid email address, like name@company.com." : "Enter your email address.";
      return explainPasswordIssue(value, issue);
    },
  };
}

/** The body of POST /api/auth/signup, checked by the server's schema. */
export function checkSignUp(values: AccountValues) {
  return checkWith(signUpSchema, values, mapping(values));
}

/**
 * One field's problem by the same schema (checked as the user leaves the field), or null. The
 * password is also held against the email already typed.
 */
export function accountFieldProblem(field: AccountField, value: string, email = ""): string | null {
  const checked = checkWith(signUpSchema.shape[field], value, { fieldOf: () => field, explain: mapping({ [field]: value }).explain });
  if (!checked.ok) return checked.errors[field] ?? null;
  const rule = field === "password" ? passwordShapeProblem(value, email) : null;
  return rule ? toFieldErrors([{ path: field, message: rule }], mapping({ [field]: value }))[field] ?? null : null;
}

/** Field errors out of the API's 400 message. */
export function accountErrorsFromApi(message: string, values: AccountValues) {
  return toFieldErrors(issuesFromApiMessage(message), mapping(values));
}
