import { onScheduleChanges } from "@/lib/publishing/schedule-signals";
import { sendScheduleEvents } from "@/inngest/send-schedule-events";

const globalForForwarding = globalThis as unknown as { brandcastInngestForwarding?: true };

/**
 * In Inngest mode, schedule changes announced by lib/publishing become Inngest events (a new
 * run per scheduled job; a cancellation ends the old run). Wired once per server process by
 * instrumentation.ts, so that lib/ never imports inngest/.
 */
export function forwardScheduleChangesToInngest(): void {
  if (globalForForwarding.brandcastInngestForwarding) return;
  globalForForwarding.brandcastInngestForwarding = true;
  onScheduleChanges(sendScheduleEvents);
}
