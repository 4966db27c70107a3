import { serverEnv } from "@/lib/env/server-env";
import { log } from "@/lib/log";

/**
 * Says once, as a server starts (instrumentation.ts), which private hosts and ranges
 * OUTBOUND_ALLOW_PRIVATE lets webhooks (and, as chosen, link cards and images) reach: an opening
 * in the SSRF policy an operator reading the log should see. Nothing when it is unset.
 */
export function logOutboundAllowance(): void {
  const env = serverEnv();
  const list = env.OUTBOUND_ALLOW_PRIVATE;
  if (!list) return;
  log().warn(
    { allowed: list.entries, for: env.OUTBOUND_ALLOW_PRIVATE_FOR ?? ["webhooks"] },
    "OUTBOUND_ALLOW_PRIVATE: these private hosts and ranges may be reached (ports 80 and 443; cloud metadata addresses stay refused)",
  );
}
