import { inngest } from "@/inngest/client";
import { dispatchDueWebhooks } from "@/lib/webhooks/dispatch-webhooks";

/** Leaves the step time to finish its last batch within the minute (a receiver may take 10 s). */
const BUDGET_MS = 40_000;

// In Inngest mode the webhook outbox is drained by this cron function (the local runtime polls
// every second instead). Deliveries are claimed with a lease, so an overlapping run or a local
// dispatcher never sends the same attempt twice.
export const dispatchWebhooks = inngest.createFunction({ id: "dispatch-webhooks", triggers: { cron: "* * * * *" } }, async ({ step }) => {
  const sent = await step.run("dispatch-due-webhooks", () => dispatchDueWebhooks({ budgetMs: BUDGET_MS }));
  return { sent };
});
