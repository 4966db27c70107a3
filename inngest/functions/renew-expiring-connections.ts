import { inngest } from "@/inngest/client";
import { renewExpiringConnections, RENEW_CONNECTIONS_EVERY_MINUTES } from "@/lib/connections/renew-expiring-connections";

// In Inngest mode no local runtime runs, so renewing tokens before they expire unused is a cron
// function of its own, on the local runtime's period.
export const renewExpiringConnectionsCron = inngest.createFunction(
  { id: "renew-expiring-connections", triggers: { cron: `0 */${RENEW_CONNECTIONS_EVERY_MINUTES / 60} * * *` } },
  async ({ step }) => step.run("renew-expiring-connections", () => renewExpiringConnections()),
);
