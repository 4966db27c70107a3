import { inngest } from "@/inngest/client";
import { renewExpiringConnections, RENEW_CONNECTIONS_CRON } from "@/lib/connections/renew-expiring-connections";

// In Inngest mode no local runtime runs, so renewing tokens before they expire unused is a cron
// function of its own, on the local runtime's period, running the same sweep.
export const renewExpiringConnectionsCron = inngest.createFunction(
  { id: "renew-expiring-connections", triggers: { cron: RENEW_CONNECTIONS_CRON } },
  async ({ step }) => step.run("renew-expiring-connections", () => renewExpiringConnections()),
);
