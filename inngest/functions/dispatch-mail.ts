import { inngest } from "@/inngest/client";
import { dispatchDueMail } from "@/lib/notifications/mail/dispatch-mail";
import { PRUNE_MAIL_EVERY_MINUTES, pruneMailOutbox } from "@/lib/notifications/mail/prune-mail-outbox";

/** Leaves the step time to finish its last batch within the minute. */
const BUDGET_MS = 40_000;

// In Inngest mode the mail outbox is drained by this cron function (the local runtime polls
// every few seconds instead). Messages are claimed with a lease, so an overlapping run or a
// local dispatcher never sends the same message twice (lib/notifications/mail/dispatch-mail.ts).
export const dispatchMail = inngest.createFunction({ id: "dispatch-mail", triggers: { cron: "* * * * *" } }, async ({ step }) => {
  const sent = await step.run("dispatch-due-mail", () => dispatchDueMail({ budgetMs: BUDGET_MS }));
  return { sent };
});

// Sent and failed messages past their 30 days (the local runtime prunes on the same period).
export const pruneMail = inngest.createFunction({ id: "prune-mail-outbox", triggers: { cron: `*/${PRUNE_MAIL_EVERY_MINUTES} * * * *` } }, async ({ step }) => {
  const deleted = await step.run("prune-mail-outbox", () => pruneMailOutbox());
  return { deleted };
});
