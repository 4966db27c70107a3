import { z } from "@/lib/zod";
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, passwordShapeProblem } from "@/lib/auth/password-rules";
import { text } from "@/lib/schemas/text";

// Plain zod and the word-list-free password rules only: the sign-up and settings forms run
// these schemas in the browser. The server adds the common-password list
// (lib/schemas/sign-up-body.ts, lib/users/change-password.ts).

/** A password being chosen: the length bounds here, the rest of the policy in passwordShapeProblem. */
export const newPasswordSchema = z
  .string()
  // 72 bytes are at least 18 and at most 72 characters: the cheap check first.
  .max(MAX_PASSWORD_BYTES, { error: `must be at most ${MAX_PASSWORD_BYTES} bytes`, abort: true })
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  // bcrypt reads only the first 72 bytes; a longer password would silently lose its tail.
  .refine((value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES, `must be at most ${MAX_PASSWORD_BYTES} bytes`);

export const signUpSchema = z
  .strictObject({
    email: z.string().max(254, { error: "must be at most 254 characters", abort: true }).trim().toLowerCase().pipe(z.email("must be a valid email address").max(254)),
    password: newPasswordSchema,
    name: text({ max: 100, trim: true, visible: true }),
  })
  .superRefine((input, context) => {
    const problem = passwordShapeProblem(input.password, input.email);
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  });

/** A user as sign-up returns it: never the password hash or the plan. */
export const userSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

export type SignUpInput = z.infer<typeof signUpSchema>;

/** POST /api/auth/password. The policy check against the email runs in changePassword. */
export const changePasswordSchema = z.strictObject({
  // Bounded so that a huge body never reaches bcrypt; any real password is far shorter.
  current_password: z.string().min(1, "must not be empty").max(1000),
  new_password: newPasswordSchema,
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** What the credentials sign-in accepts before it counts or checks anything. */
export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  password: z.string().min(1).max(1000),
});
