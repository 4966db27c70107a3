// Telling "the database is away for a moment" (a restart, a failover, a cut connection) from
// "this statement is wrong", and waiting out the first: a runner that has just published a post
// must still be able to record it once PostgreSQL is back (docs/publishing.md, "What happens
// when a server dies").

// SQLSTATE class 08 (connection exception), and the shutdown and start-up refusals of class 57.
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03)$/;
const UNAVAILABLE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
// What node-postgres says of a connection that ended under it (it sets no code).
const UNAVAILABLE_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

/** True when the error (or one it wraps, as Prisma's adapter wraps the driver's) says the database could not be reached or ended the session. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** How long a write waits for the database by default: a restart takes seconds, a failover tens of them. */
export const DATABASE_WAIT_MS = 60_000;

/**
 * Runs `work`, and again while it fails because the database is unavailable, waiting 100 ms
 * doubling to 1 s in between, for at most `waitMs`; any other error, or the last one, is thrown.
 * Only for work that is safe to repeat: a statement whose connection broke may have committed.
 */
export async function whenDatabaseAnswers<T>(work: () => Promise<T>, waitMs = DATABASE_WAIT_MS): Promise<T> {
  const giveUpAt = Date.now() + waitMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 1_000)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + pause > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
