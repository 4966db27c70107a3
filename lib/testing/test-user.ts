import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";

export const TEST_PASSWORD = "correct-horse-battery-staple";

// Hashing costs about a quarter of a second by design; test users with the same password share
// one hash (each still verifies as a real one would).
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A unique address per call, also across processes and runs. */
export function uniqueEmail(label = "user"): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}@test.brandcast.local`;
}

/**
 * Inserts a user through Prisma with a unique email and returns the row plus its plain
 * password (TEST_PASSWORD unless given). Each test making its own user keeps per-user
 * counts (rate limits, usage) independent of other tests.
 */
export async function createTestUser(overrides: { email?: string; name?: string; password?: string; plan?: "free" | "pro" | "business" } = {}) {
  const password = overrides.password ?? TEST_PASSWORD;
  const user = await db().user.create({
    data: {
      email: overrides.email ?? uniqueEmail(),
      name: overrides.name ?? "Test User",
      passwordHash: await hashOf(password),
      ...(overrides.plan ? { plan: overrides.plan } : {}),
    },
  });
  return { ...user, password };
}
