import { ApiError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import type { SignUpInput } from "@/lib/schemas/user";

export async function createUser(input: SignUpInput) {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db().user.create({ data: { email: input.email, name: input.name, passwordHash } });
    return { id: user.id, email: user.email, name: user.name };
  } catch (error) {
    // The unique index decides, so two simultaneous sign-ups with one email cannot both win.
    if ((error as { code?: string }).code === "P2002") {
      throw new ApiError("email_taken", "An account with this email already exists. Sign in instead.");
    }
    throw error;
  }
}
