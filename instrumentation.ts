// Next.js calls register() once when a server process starts, before it serves a request:
// the place to start the runtime that publishes scheduled posts (docs/design.md, "Runtime
// modes"). With Inngest, schedule changes are forwarded to it and its functions (served at
// /api/inngest) do the work; otherwise the local runtime's periodic jobs run in this process.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Requests Next.js would answer outside the envelope are answered first (lib/http/edge-guard.ts).
  const { installEdgeGuard } = await import("@/lib/http/edge-guard");
  installEdgeGuard();
  // An operator's opening in the outbound address policy is said once, at start-up.
  const { logOutboundAllowance } = await import("@/lib/net/log-outbound-allowance");
  logOutboundAllowance();
  const { usesInngest } = await import("@/lib/runtime-mode");
  if (usesInngest()) {
    const { forwardScheduleChangesToInngest } = await import("@/inngest/forward-schedule-changes");
    forwardScheduleChangesToInngest();
    const { forwardTranscodeRequestsToInngest } = await import("@/inngest/forward-transcode-requests");
    forwardTranscodeRequestsToInngest();
    return;
  }
  const { startLocalRuntime } = await import("@/lib/local-runtime/start-local-runtime");
  startLocalRuntime();
}
