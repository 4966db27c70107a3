/**
 * The pipeline cannot use a connection's credentials right now:
 * - reconnect: refused and not renewable; the row is reconnect_required, a person must sign in again.
 * - retryable: renewing failed for a passing reason (the platform did not answer); nothing was published.
 * - broken: the server cannot open or renew it (a key left the ring, the app's id or secret is
 *   wrong); an administrator fixes that, retrying does not.
 * Messages are for people and hold no secret.
 */
export class ConnectionUnusableError extends Error {
  constructor(
    readonly kind: "reconnect" | "retryable" | "broken",
    message: string,
  ) {
    super(message);
    this.name = "ConnectionUnusableError";
  }
}
