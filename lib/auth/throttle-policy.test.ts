import { describe, expect, it } from "vitest";
import { ACCOUNT_POLICY, ADDRESS_POLICY, remainingWait, waitAfterFailures } from "@/lib/auth/throttle-policy";
import { describeWait, parseThrottleCode, throttleCode, throttleMessage } from "@/lib/auth/throttle-message";

describe("sign-in throttle policy", () => {
  it("an account: 5 free failures, then 1, 2, 4, 8, 16 s, then a 15-minute lock from the 10th", () => {
    const waits = Array.from({ length: 13 }, (_, failures) => waitAfterFailures(failures, ACCOUNT_POLICY));
    expect(waits.map((wait) => wait.seconds)).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 900, 900, 900]);
    expect(waits.map((wait) => wait.locked)).toEqual([...Array(10).fill(false), true, true, true]);
  });

  it("an address: 20 free, doubling to a 30 s ceiling, locked from the 50th", () => {
    expect(waitAfterFailures(19, ADDRESS_POLICY)).toEqual({ seconds: 0, locked: false });
    expect(waitAfterFailures(20, ADDRESS_POLICY)).toEqual({ seconds: 1, locked: false });
    expect(waitAfterFailures(24, ADDRESS_POLICY)).toEqual({ seconds: 16, locked: false });
    expect(waitAfterFailures(25, ADDRESS_POLICY)).toEqual({ seconds: 30, locked: false });
    expect(waitAfterFailures(49, ADDRESS_POLICY)).toEqual({ seconds: 30, locked: false });
    expect(waitAfterFailures(50, ADDRESS_POLICY)).toEqual({ seconds: 900, locked: true });
  });

  it("the wait runs from the last failure, rounded up; an hour of quiet forgets the failures", () => {
    expect(remainingWait(4, 0, ACCOUNT_POLICY)).toBeNull();
    expect(remainingWait(7, 0.2, ACCOUNT_POLICY)).toEqual({ seconds: 4, locked: false });
    expect(remainingWait(7, 4, ACCOUNT_POLICY)).toBeNull();
    expect(remainingWait(10, 60, ACCOUNT_POLICY)).toEqual({ seconds: 840, locked: true });
    expect(remainingWait(10, 900, ACCOUNT_POLICY)).toBeNull();
    expect(remainingWait(40, 3599, ACCOUNT_POLICY)).toBeNull();
    expect(remainingWait(60, 3600, ADDRESS_POLICY)).toBeNull();
  });
});

describe("throttle code and message", () => {
  it("round-trips the code NextAuth hands to the form, and refuses anything else", () => {
    expect(throttleCode({ retryAfterSeconds: 900, locked: true })).toBe("SignInThrottled:lock:900");
    expect(parseThrottleCode("SignInThrottled:delay:4")).toEqual({ retryAfterSeconds: 4, locked: false });
    for (const other of ["CredentialsSignin", "SignInThrottled:lock:", "SignInThrottled:x:3", "", null, undefined]) {
      expect(parseThrottleCode(other)).toBeNull();
    }
  });

  it("says why and how long, in seconds or whole minutes", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(61)).toBe("2 minutes");
    expect(describeWait(900)).toBe("15 minutes");
    expect(throttleMessage({ retryAfterSeconds: 8, locked: false })).toBe("Too many failed sign-in attempts. Wait 8 seconds, then try again.");
    expect(throttleMessage({ retryAfterSeconds: 840, locked: true })).toMatch(/locked.*Try again in 14 minutes\.$/);
  });
});

describe("remainingWait at the edges", () => {
  it("a free failure never waits, even when the clock reads the last one as just ahead", () => {
    expect(remainingWait(3, -0.0004, ACCOUNT_POLICY)).toBeNull();
    expect(remainingWait(5, -0.0004, ACCOUNT_POLICY)).toEqual({ seconds: 1, locked: false });
  });
});
