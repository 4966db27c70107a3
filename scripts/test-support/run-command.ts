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
  /**
   * Stop the command (its whole process group) after this long, SIGTERM then SIGKILL 30 s later (time
   * for a bench to stop its own server and drop its database); its code is then 124, as timeout(1) gives.
   */
  timeoutMs?: number;
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
    let timedOut = false;
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          stopGroup(child, "SIGTERM");
          setTimeout(() => stopGroup(child, "SIGKILL"), 30_000).unref();
        }, options.timeoutMs)
      : undefined;
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: 127, output: `${output}${error.message}\n` });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (timedOut) resolve({ code: 124, output: `${output}\n(stopped after ${options.timeoutMs! / 1000} s)\n` });
      else resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every child still running (on Ctrl-C or a fatal error), by process group. */
export function stopRunningCommands(signal: NodeJS.Signals = "SIGTERM"): void {
  stopping = true;
  for (const child of running) stopGroup(child, signal);
}

export type StartedCommand = {
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves when it exits by itself or after stop(). */
  exited: Promise<RunResult>;
  /** SIGTERM to its process group, SIGKILL after `graceMs`; resolves with how it ended. */
  stop: (graceMs?: number) => Promise<RunResult & { killed: boolean }>;
};

/** Starts a long-running command (a server) with its output captured; stopped by the caller or on Ctrl-C. */
export function startCommand(command: string, args: string[], options: Omit<RunOptions, "capture" | "timeoutMs"> = {}): StartedCommand {
  let output = "";
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  running.add(child);
  if (stopping) stopGroup(child, "SIGTERM");
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<RunResult>((resolve) => {
    child.on("error", (error) => {
      running.delete(child);
      resolve({ code: 127, output: `${output}${error.message}\n` });
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
  const stop = async (graceMs = 15_000) => {
    stopGroup(child, "SIGTERM");
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      stopGroup(child, "SIGKILL");
    }, graceMs);
    const result = await exited;
    clearTimeout(timer);
    return { ...result, killed };
  };
  return { output: () => output, exited, stop };
}
