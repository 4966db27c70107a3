// Next.js calls register() once when a server process starts: the place for the local
// scheduler, which must run inside the server (DESIGN.md, "Runtime modes").
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startLocalSchedulerIfEnabled } = await import("@/lib/publishing/local-scheduler");
  startLocalSchedulerIfEnabled();
}
