import { renewExpiringConnections, RENEW_CONNECTIONS_EVERY_MINUTES } from "@/lib/connections/renew-expiring-connections";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";

/** The local runtime's renewal of expiring tokens (Inngest mode has a cron function instead). Returns its stop function. */
export function startConnectionRenewal(everyMs = RENEW_CONNECTIONS_EVERY_MINUTES * 60_000): () => void {
  return startPeriodicJob("renew-connections", everyMs, () => renewExpiringConnections());
}
