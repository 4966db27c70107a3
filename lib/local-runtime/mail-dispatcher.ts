import { dispatchDueMail } from "@/lib/notifications/mail/dispatch-mail";
import { PRUNE_MAIL_EVERY_MINUTES, pruneMailOutbox } from "@/lib/notifications/mail/prune-mail-outbox";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";

/** How often the local runtime looks for due mail (Inngest mode: a cron every minute). */
export const MAIL_DISPATCH_EVERY_MS = 5_000;

/**
 * The local runtime's mail dispatcher (lib/notifications/mail/dispatch-mail.ts), idle while
 * e-mail is off, and the pruning of old sent mail. Returns the function that stops both.
 */
export function startMailDispatcher(everyMs = MAIL_DISPATCH_EVERY_MS): () => void {
  const stops = [startPeriodicJob("mail", everyMs, () => dispatchDueMail()), startPeriodicJob("prune-mail", PRUNE_MAIL_EVERY_MINUTES * 60_000, () => pruneMailOutbox())];
  return () => stops.forEach((stop) => stop());
}
