// A local runner in a process of its own (the loop of lib/local-runtime/local-scheduler.ts,
// without its timers), for lib/local-runtime/runner-crash.test.ts to kill with SIGKILL in the
// middle of a live batch. Its settings (PUBLISH_MODE, the platform's address, the sealing keys,
// the database) come from the test's environment.
async function main() {
  const { runDueJobs } = await import("@/lib/local-runtime/run-due-jobs");
  const runnerId = `crash-runner-${process.pid}`;
  console.log(`READY ${runnerId}`);
  for (;;) {
    if ((await runDueJobs(runnerId, 1_000)) === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

void main();
