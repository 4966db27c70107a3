import { db } from "@/lib/db/client";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";

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
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  // A hash from before the current scheme (bcrypt) is replaced while the password is at hand;
  // the WHERE keeps a password changed meanwhile from being overwritten.
  if (needsRehash(user.passwordHash)) {
    await db().user.updateMany({ where: { id: user.id, passwordHash: user.passwordHash }, data: { passwordHash: await hashPassword(password) } });
  }
  return user;
}
