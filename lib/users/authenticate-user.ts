import { db } from "@/lib/db/client";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

// Compared against when the email is unknown, so that a wrong email and a wrong password
// take the same time and sign-in does not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;

export async function authenticateUser(email: string, password: string) {
  const user = await db().user.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!user) {
    decoyHash ??= hashPassword("decoy-password-never-matches");
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}
