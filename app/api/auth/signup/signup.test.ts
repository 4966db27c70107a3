import { afterEach, expect, it } from "vitest";
import { POST } from "@/app/api/auth/signup/route";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { describeDb, uniqueEmail } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";

const signUp = (body: unknown) => callRoute(POST, "POST", "/api/auth/signup", { body });

describeDb("POST /api/auth/signup", () => {
  afterEach(() => {
    delete process.env.ALLOW_SIGNUP;
    forgetServerEnv();
  });

  it("201: creates the user with a scrypt hash, the email lower-cased; sign-in then works", async () => {
    const email = uniqueEmail("Signup").replace("signup", "SignUp");
    const res = await signUp({ email, password: "long-enough-pw", name: "Ada" });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toEqual({ id: expect.any(String), email: email.toLowerCase(), name: "Ada" });
    const row = await db().user.findUniqueOrThrow({ where: { id: res.body.data.user.id } });
    expect(row.passwordHash).toMatch(/^\$scrypt\$ln=16,r=8,p=2\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword("long-enough-pw", row.passwordHash)).toBe(true);
    expect(row.plan).toBe("free");
    expect((await authenticateUser(email.toUpperCase(), "long-enough-pw"))?.id).toBe(row.id);
    expect(await authenticateUser(email, "wrong-password")).toBeNull();
  });

  it("409 when the email exists, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, password: "long-enough-pw", name: "A" })).status).toBe(201);
    const again = await signUp({ email: email.toUpperCase(), password: "another-password", name: "B" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("email_taken");
  });

  it.each([
    [{ email: "not-an-email", password: "long-enough-pw", name: "A" }, "email"],
    [{ email: "a@b.example", password: "short", name: "A" }, "password"],
    [{ email: "a@b.example", password: "x".repeat(73), name: "A" }, "password"],
    [{ email: "a@b.example", password: "long-enough-pw" }, "name"],
    [{ email: "a@b.example", password: "long-enough-pw", name: "A", plan: "business" }, "plan"],
    [{ email: "a@b.example", password: "password1234", name: "A" }, "password: is one of the most common passwords"],
    [{ email: "a@b.example", password: "Football2024!", name: "A" }, "password: is a common password with digits or symbols added"],
    [{ email: "ada.lovelace@b.example", password: "Ada.Lovelace@B.example", name: "A" }, "password: must not be your email address"],
    [{ email: "a@b.example", password: "1111111111", name: "A" }, "password: must not be one character repeated"],
  ])("400 for %j (names %s)", async (body, field) => {
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });

  it("ALLOW_SIGNUP=false closes sign-up", async () => {
    process.env.ALLOW_SIGNUP = "false";
    forgetServerEnv();
    const email = uniqueEmail();
    const res = await signUp({ email, password: "long-enough-pw", name: "A" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("signup_closed");
    expect(await db().user.count({ where: { email } })).toBe(0);
  });
});
