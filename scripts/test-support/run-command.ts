import { spawn, type ChildProcess } from "node:child_process";

// Child processes of the test runner. Always asynchronous: during the embedded-database stage
// PGlite runs inside this process, so a blocking spawnSync would starve its socket server.

const running = new Set<ChildProcess>();
let stopping = false;

export type RunOptions = {
  env?: NodeJS.ProcessEnv;
  /** Collect stdout and stderr instead of passing them through (printed by the caller if needed). */
  capture?: boolean;
  cwd?: string;
};

export type RunResult = { code: number; output: string };

/** Runs a command to completion; never throws for a non-zero exit (the code is returned). */
export function runCommand(command: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  // After Ctrl-C nothing new starts: the runner falls through to its clean-up.
  if (stopping) return Promise.resolve({ code: 130, output: "" });
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.capture ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      // Own process group, so that stopping the run also stops grandchildren (next start).
      detached: true,
    });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => {
      running.delete(child);
      resolve({ code: 127, output: `${output}${error.message}\n` });
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/** Stops every child still running (on Ctrl-C or a fatal error), by process group. */
export function stopRunningCommands(signal: NodeJS.Signals = "SIGTERM"): void {
  stopping = true;
  for (const child of running) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
