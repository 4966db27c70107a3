import { expect, it } from "vitest";
import { throttleSubjects } from "@/lib/auth/sign-in-throttle";
import { signInWithPassword, SignInThrottledError } from "@/lib/users/sign-in-with-password";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb } from "@/lib/testing";

const from = (address: string) => ({ "x-forwarded-for": address });

describeDb("signInWithPassword", () => {
  it("the right password after 30 wrong ones in a row is refused with the lock, not let in", async () => {
    const user = await createTestUser();
    const headers = from("198.19.0.1");
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      // Each paused attempt is followed by the wait running out, as a patient attacker would.
      await dbPool().query("UPDATE sign_in_throttles SET last_failed_at = now() - interval '20 seconds' WHERE failures < 10");
      outcomes.push(await signInWithPassword({ email: user.email, password: `wrong-${i}` }, headers).then(
        (result) => (result === null ? "wrong" : "in"),
        (error) => (error instanceof SignInThrottledError ? (error.throttled.locked ? "locked" : "paused") : "error"),
      ));
    }
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill("wrong"));
    expect(new Set(outcomes.slice(10))).toEqual(new Set(["locked"]));
    const refusal = await signInWithPassword({ email: user.email, password: user.password }, headers).catch((error) => error);
    expect(refusal).toBeInstanceOf(SignInThrottledError);
    expect(refusal.message).toMatch(/^SignInThrottled:lock:(89\d|900)$/);
    // Up to 31 password checks: seconds each on a loaded machine (bcrypt is slow on purpose).
  }, 120_000);

  it("a paused attempt is refused unchecked and uncounted; a right one then resets the account's count", async () => {
    const user = await createTestUser();
    const headers = from("198.19.0.2");
    for (let i = 0; i < 5; i++) expect(await signInWithPassword({ email: user.email, password: "nope-nope-nope" }, headers)).toBeNull();
    const [account] = throttleSubjects(user.email, null);
    // The one-second pause starts at the last failure; on a loaded machine checking a password
    // can take that long, so the pause is made to start now rather than trusting the clock.
    const pauseFromNow = () => dbPool().query("UPDATE sign_in_throttles SET last_failed_at = now() WHERE subject = $1", [account.key]);
    await pauseFromNow();
    await expect(signInWithPassword({ email: user.email, password: user.password }, headers)).rejects.toThrow("SignInThrottled:delay:1");
    await pauseFromNow();
    await expect(signInWithPassword({ email: user.email, password: "nope-nope-nope" }, headers)).rejects.toThrow("SignInThrottled:delay:1");
    expect((await dbPool().query("SELECT failures FROM sign_in_throttles WHERE subject = $1", [account.key])).rows[0].failures).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signInWithPassword({ email: user.email.toUpperCase(), password: user.password }, headers))?.id).toBe(user.id);
    for (let i = 0; i < 5; i++) expect(await signInWithPassword({ email: user.email, password: "nope-nope-nope" }, headers)).toBeNull();
  }, 60_000);

  it("an unknown email is counted like a known one, so the answers reveal nothing", async () => {
    const headers = from("198.19.0.3");
    const email = "nobody-here@test.brandcast.local";
    for (let i = 0; i < 5; i++) expect(await signInWithPassword({ email, password: "x".repeat(12) }, headers)).toBeNull();
    // The pause starts at the last failure, and the dummy hash of an unknown email can take
    // longer than the pause on a loaded machine: it is made to start now (as above).
    const [account] = throttleSubjects(email, null);
    await dbPool().query("UPDATE sign_in_throttles SET last_failed_at = now() WHERE subject = $1", [account.key]);
    await expect(signInWithPassword({ email, password: "y".repeat(12) }, headers)).rejects.toThrow(SignInThrottledError);
  });

  it("malformed credentials are refused before anything is counted", async () => {
    const before = (await dbPool().query("SELECT count(*)::int AS n FROM sign_in_throttles")).rows[0].n;
    for (const credentials of [null, {}, { email: "not-an-email", password: "x" }, { email: "a@b.example", password: "" }, { email: "a@b.example", password: "p".repeat(1001) }]) {
      expect(await signInWithPassword(credentials, from("198.19.0.4"))).toBeNull();
    }
    expect((await dbPool().query("SELECT count(*)::int AS n FROM sign_in_throttles")).rows[0].n).toBe(before);
  });
});
