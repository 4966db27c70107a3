import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password";

export const signUpSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email("must be a valid email address").max(254)),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    // bcrypt reads only the first 72 bytes; a longer password would silently lose its tail.
    .refine((value) => Buffer.byteLength(value, "utf8") <= 72, "must be at most 72 bytes"),
  name: z.string().trim().min(1, "must not be empty").max(100),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
