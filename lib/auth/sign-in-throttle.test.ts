import { beforeEach, expect, it } from "vitest";
import { claimAttempt, pruneThrottles, settleSuccess, throttleSubjects, type ThrottleSubject } from "@/lib/auth/sign-in-throttle";
import { dbPool } from "@/lib/db/pool";
import { describeDb, uniqueEmail } from "@/lib/testing";

// The clock is the database's; "time passing" is simulated by moving last_failed_at back.
async function rewind(subject: ThrottleSubject, seconds: number): Promise<void> {
  await dbPool().query("UPDATE sign_in_throttles SET last_failed_at = last_failed_at - make_interval(secs => $2) WHERE subject = $1", [subject.key, seconds]);
}

async function failures(subject: ThrottleSubject): Promise<number | null> {
  const { rows } = await dbPool().query("SELECT failures FROM sign_in_throttles WHERE subject = $1", [subject.key]);
  return rows[0]?.failures ?? null;
}

let address = 0;
const nextAddress = () => `198.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

describeDb("sign-in throttle (counted in the database)", () => {
  let subjects: ThrottleSubject[];
  beforeEach(() => {
    subjects = throttleSubjects(uniqueEmail("throttle"), nextAddress());
  });

  it("keys are hashes: neither the email nor the address is stored", () => {
    const [account, addr] = throttleSubjects("Ada@Example.com ", "203.0.113.5");
    expect(account.key).toMatch(/^account:[0-9a-f]{64}$/);
    expect(addr.key).toMatch(/^address:[0-9a-f]{64}$/);
    expect(throttleSubjects("ada@example.com", null)).toEqual([account]);
  });

  it("5 attempts pass, then each waits longer, then 15 minutes of lock; refusals change nothing", async () => {
    const [account] = subjects;
    for (let i = 0; i < 5; i++) expect(await claimAttempt(subjects)).toEqual({ admitted: true });
    expect(await claimAttempt(subjects)).toEqual({ admitted: false, retryAfterSeconds: 1, locked: false });
    expect(await failures(account)).toBe(5);
    for (const wait of [1, 2, 4, 8, 16]) {
      expect(await claimAttempt(subjects)).toMatchObject({ admitted: false, retryAfterSeconds: wait });
      await rewind(account, wait);
      expect(await claimAttempt(subjects)).toEqual({ admitted: true });
    }
    expect(await failures(account)).toBe(10);
    expect(await claimAttempt(subjects)).toEqual({ admitted: false, retryAfterSeconds: 900, locked: true });
    await rewind(account, 600);
    expect(await claimAttempt(subjects)).toEqual({ admitted: false, retryAfterSeconds: 300, locked: true });
    await rewind(account, 300);
    // After the lock, one more try; its failure locks again.
    expect(await claimAttempt(subjects)).toEqual({ admitted: true });
    expect(await claimAttempt(subjects)).toEqual({ admitted: false, retryAfterSeconds: 900, locked: true });
  });

  it("a correct password starts the account over and gives the address its attempt back", async () => {
    const [account, addr] = subjects;
    for (let i = 0; i < 4; i++) await claimAttempt(subjects);
    await settleSuccess(subjects);
    expect(await failures(account)).toBeNull();
    expect(await failures(addr)).toBe(3);
  });

  it("an hour without failures forgets them", async () => {
    const [account] = subjects;
    for (let i = 0; i < 5; i++) await claimAttempt(subjects);
    await rewind(account, 3600);
    await rewind(subjects[1], 3600);
    expect(await claimAttempt(subjects)).toEqual({ admitted: true });
    expect(await failures(account)).toBe(1);
  });

  it("one address guessing many accounts is paused after 20 failures", async () => {
    const from = nextAddress();
    for (let i = 0; i < 20; i++) expect(await claimAttempt(throttleSubjects(uniqueEmail("spray"), from))).toEqual({ admitted: true });
    expect(await claimAttempt(throttleSubjects(uniqueEmail("spray"), from))).toEqual({ admitted: false, retryAfterSeconds: 1, locked: false });
    // The same accounts from another address are not affected.
    expect(await claimAttempt(throttleSubjects(uniqueEmail("spray"), nextAddress()))).toEqual({ admitted: true });
  });

  it("a parallel burst gets exactly the free attempts, never more", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => claimAttempt(subjects)));
    expect(results.filter((result) => result.admitted)).toHaveLength(5);
    expect(await failures(subjects[0])).toBe(5);
  });

  it("pruning drops only rows whose failures no longer count", async () => {
    const stale = throttleSubjects(uniqueEmail("stale"), null);
    await claimAttempt(stale);
    await claimAttempt(subjects);
    await rewind(stale[0], 3601);
    await pruneThrottles();
    expect(await failures(stale[0])).toBeNull();
    expect(await failures(subjects[0])).toBe(1);
  });
});
