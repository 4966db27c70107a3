import { createHash } from "node:crypto";
import { ACCOUNT_POLICY, ADDRESS_POLICY, remainingWait, type ThrottlePolicy } from "@/lib/auth/throttle-policy";
import type { Throttled } from "@/lib/auth/throttle-message";
import { dbPool } from "@/lib/db/pool";

// Failed password checks, counted in PostgreSQL so that every server instance shares one count.
//
// An attempt is charged BEFORE its password is checked, inside one transaction that holds the
// subjects' rows locked: a burst of parallel guesses is therefore serialised, and each guess
// sees the failures of the ones before it, so no burst gets more tries than the policy allows.
// A refused attempt changes nothing and costs no bcrypt. A correct password then gives the
// charge back: the account starts over, the address regains its one attempt.

export type ThrottleSubject = { kind: "account" | "address"; key: string; policy: ThrottlePolicy };

// Hashed, so that the table holds neither the emails people mistyped nor their addresses.
const subjectKey = (kind: string, value: string) => `${kind}:${createHash("sha256").update(value).digest("hex")}`;

/** The subjects an attempt on `email` from `address` counts against (the address when known). */
export function throttleSubjects(email: string, address: string | null): ThrottleSubject[] {
  const subjects: ThrottleSubject[] = [{ kind: "account", key: subjectKey("account", email.trim().toLowerCase()), policy: ACCOUNT_POLICY }];
  if (address) subjects.push({ kind: "address", key: subjectKey("address", address), policy: ADDRESS_POLICY });
  return subjects;
}

export type Claim = { admitted: true } | ({ admitted: false } & Throttled);

type Row = { subject: string; failures: number; since: number };

/** Charges one attempt to every subject, or to none when any of them must still wait. */
export async function claimAttempt(subjects: ThrottleSubject[]): Promise<Claim> {
  // Rows are locked in key order, so two attempts sharing two subjects cannot deadlock.
  const sorted = [...subjects].sort((a, b) => (a.key < b.key ? -1 : 1));
  const keys = sorted.map((subject) => subject.key);
  const client = await dbPool().connect();
  try {
    await client.query("BEGIN");
    await client.query(
      "INSERT INTO sign_in_throttles (subject, failures, last_failed_at) SELECT unnest($1::text[]), 0, now() ON CONFLICT (subject) DO NOTHING",
      [keys],
    );
    const { rows } = await client.query<Row>(
      `SELECT subject, failures, extract(epoch FROM now() - last_failed_at)::float8 AS since
       FROM sign_in_throttles WHERE subject = ANY($1::text[]) ORDER BY subject FOR UPDATE`,
      [keys],
    );
    const byKey = new Map(rows.map((row) => [row.subject, row]));
    let longest: Throttled | null = null;
    const next: number[] = [];
    for (const { key, policy } of sorted) {
      const row = byKey.get(key) ?? { subject: key, failures: 0, since: 0 };
      const wait = remainingWait(row.failures, row.since, policy);
      if (wait && (!longest || wait.seconds > longest.retryAfterSeconds)) longest = { retryAfterSeconds: wait.seconds, locked: wait.locked };
      next.push(row.since >= policy.forgetAfterSeconds ? 1 : row.failures + 1);
    }
    if (longest) {
      await client.query("ROLLBACK");
      return { admitted: false, ...longest };
    }
    await client.query(
      `UPDATE sign_in_throttles AS t SET failures = v.failures, last_failed_at = now()
       FROM (SELECT unnest($1::text[]) AS subject, unnest($2::int[]) AS failures) AS v WHERE t.subject = v.subject`,
      [keys, next],
    );
    await client.query("COMMIT");
    return { admitted: true };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The password was right: the account's count starts over; each address gets its attempt back. */
export async function settleSuccess(subjects: ThrottleSubject[]): Promise<void> {
  const keysOf = (kind: ThrottleSubject["kind"]) => subjects.filter((subject) => subject.kind === kind).map((subject) => subject.key);
  const [accounts, addresses] = [keysOf("account"), keysOf("address")];
  await dbPool().query(
    `WITH cleared AS (DELETE FROM sign_in_throttles WHERE subject = ANY($1::text[]) RETURNING 1)
     UPDATE sign_in_throttles SET failures = greatest(failures - 1, 0) WHERE subject = ANY($2::text[])`,
    [accounts, addresses],
  );
}

/** Drops rows whose failures no longer count (bounded, so that it stays cheap). */
export async function pruneThrottles(): Promise<void> {
  const forget = Math.max(ACCOUNT_POLICY.forgetAfterSeconds, ADDRESS_POLICY.forgetAfterSeconds);
  await dbPool().query(
    `DELETE FROM sign_in_throttles WHERE subject IN (
       SELECT subject FROM sign_in_throttles WHERE last_failed_at < now() - make_interval(secs => $1) LIMIT 500)`,
    [forget],
  );
}
