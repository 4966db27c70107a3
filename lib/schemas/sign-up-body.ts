import { commonPasswordProblem } from "@/lib/auth/password-policy";
import { signUpSchema } from "@/lib/schemas/user";

/**
 * POST /api/auth/signup's body as the server checks it: the form's schema plus the
 * common-password list, which stays on the server (it is far too large for a page).
 */
export const signUpBodySchema = signUpSchema.superRefine((input, context) => {
  const problem = commonPasswordProblem(input.password);
  if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
});
