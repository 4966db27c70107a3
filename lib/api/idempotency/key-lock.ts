import { createHash } from "node:crypto";
import { claimsPool } from "@/lib/db/pool";
import { serverEnv } from "@/lib/env/server-env";
import { log } from "@/lib/log";

// Who runs a key right now. The claim is not a row with a deadline but a lock that lives exactly
// as long as the request holding it: in this process, a set of the keys its requests run; across
// processes, a session advisory lock on a connection the request holds until it has answered.
// A process that dies (SIGKILL, crash, lost host) closes its connections, and PostgreSQL drops
// their locks at once, so a retry on another instance takes the key over within a second
// instead of waiting for a lease to run out.

/** A held key; release it once the answer is kept (or nothing was done). */
export type KeyLock = { release: () => Promise<void> };

const heldHere = new Set<string>();

/** The advisory lock's 64-bit id: the user and key hashed (a collision only makes two keys wait for each other). */
function lockId(userId: string, key: string): string {
  return createHash("sha256").update(`idempotency-key\n${userId}\n${key}`).digest().readBigInt64BE(0).toString();
}

/** Takes the key for this request; null when a live request holds it (here or on another instance). */
export async function tryLockKey(userId: string, key: string): Promise<KeyLock | null> {
  const local = `${userId}\n${key}`;
  if (heldHere.has(local)) return null;
  heldHere.add(local);
  const releaseHere = async () => void heldHere.delete(local);
  // PGlite is one process and one session (a session's advisory locks never exclude itself):
  // the set above is the whole claim there.
  if (serverEnv().EMBEDDED_DB) return { release: releaseHere };
  try {
    const connection = await claimsPool().connect();
    const id = lockId(userId, key);
    let locked = false;
    try {
      const { rows } = await connection.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [id]);
      locked = rows[0]?.locked === true;
    } finally {
      if (!locked) connection.release();
    }
    if (!locked) {
      await releaseHere();
      return null;
    }
    return {
      release: async () => {
        try {
          await connection.query("SELECT pg_advisory_unlock($1::bigint)", [id]);
          connection.release();
        } catch (error) {
          // The lock must not go back to the pool with the connection: closing it drops the lock.
          log().warn({ err: error }, "could not release an Idempotency-Key lock; closing its connection");
          connection.release(error instanceof Error ? error : new Error(String(error)));
        } finally {
          await releaseHere();
        }
      },
    };
  } catch (error) {
    await releaseHere();
    throw error;
  }
}
