// The code a throttled sign-in carries to the browser, and the sentence shown for it. No server
// imports here: the sign-in form uses this module too.

const PREFIX = "SignInThrottled";

export type Throttled = { retryAfterSeconds: number; locked: boolean };

/** `SignInThrottled:lock:900`: NextAuth passes a thrown error's message to the client as `error`. */
export function throttleCode({ retryAfterSeconds, locked }: Throttled): string {
  return `${PREFIX}:${locked ? "lock" : "delay"}:${retryAfterSeconds}`;
}

export function parseThrottleCode(error: string | null | undefined): Throttled | null {
  const match = /^SignInThrottled:(lock|delay):(\d{1,6})$/.exec(error ?? "");
  return match ? { locked: match[1] === "lock", retryAfterSeconds: Number(match[2]) } : null;
}

/** "45 seconds", "15 minutes" (rounded up to whole minutes from one minute on). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** One readable sentence: why the attempt was refused and how long to wait. */
export function throttleMessage({ retryAfterSeconds, locked }: Throttled): string {
  return locked
    ? `Too many failed sign-in attempts, so signing in is locked for now. Try again in ${describeWait(retryAfterSeconds)}.`
    : `Too many failed sign-in attempts. Wait ${describeWait(retryAfterSeconds)}, then try again.`;
}
