import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb } from "@/lib/testing";

describe("password hashing", () => {
  it("hashes with scrypt and a fresh salt; the hash verifies only its own password", async () => {
    const [a, b] = await Promise.all([hashPassword("river-lantern-42"), hashPassword("river-lantern-42")]);
    expect(a).toMatch(/^\$scrypt\$ln=16,r=8,p=2\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("river-lantern-42", a)).toBe(true);
    expect(await verifyPassword("river-lantern-43", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("verifies the parameters a hash records, and bcrypt hashes made before the change", async () => {
    const bcryptHash = await bcrypt.hash("river-lantern-42", 4);
    expect(await verifyPassword("river-lantern-42", bcryptHash)).toBe(true);
    expect(await verifyPassword("wrong", bcryptHash)).toBe(false);
    expect(needsRehash(bcryptHash)).toBe(true);
    expect(await verifyPassword("river-lantern-42", "not a hash")).toBe(false);
  });
});

describeDb("sign-in with a hash from before scrypt", () => {
  it("accepts the bcrypt hash and replaces it with a scrypt one", async () => {
    const user = await createTestUser();
    await db().user.update({ where: { id: user.id }, data: { passwordHash: await bcrypt.hash(user.password, 4) } });
    expect((await authenticateUser(user.email, user.password))?.id).toBe(user.id);
    const row = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toMatch(/^\$scrypt\$/);
    expect((await authenticateUser(user.email, user.password))?.id).toBe(user.id);
    expect(await authenticateUser(user.email, "wrong-password-123")).toBeNull();
  });
});
