import bcrypt from "bcryptjs";

// bcrypt cost 10: about 60 ms a hash on this project's 2-core machines, which keeps
// sign-in responsive while making offline guessing expensive.
const COST = 10;

export const MIN_PASSWORD_LENGTH = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
