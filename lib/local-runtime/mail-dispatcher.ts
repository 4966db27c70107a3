import { dispatchDueMail } from "@/lib/notifications/mail/dispatch-mail";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";

/** How often the local runtime looks for due mail (Inngest mode: a cron every minute). */
export const MAIL_DISPATCH_EVERY_MS = 5_000;

/** The local runtime's mail dispatcher (lib/notifications/mail/dispatch-mail.ts); idle while e-mail is off. Returns its stop function. */
export function startMailDispatcher(everyMs = MAIL_DISPATCH_EVERY_MS): () => void {
  return startPeriodicJob("mail", everyMs, () => dispatchDueMail());
}
