import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// A test's own server or runner process, started with tsx from a script of this folder, so
// that a test can kill it with SIGKILL (no clean-up, no finally, its connections cut by the
// kernel) and see what another process makes of what it left.

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export type Child = {
  /** What the script printed after "READY " (a port, a runner id). */
  ready: string;
  /** Every line the script wrote, for a failing test's message. */
  output: () => string;
  /** SIGKILL, and the exit seen. */
  kill: () => Promise<void>;
  exited: Promise<void>;
};

/** Starts `lib/testing/crash/<script>` and waits for its "READY …" line (generously: a loaded machine compiles slowly). */
export async function startChild(script: string, env: Record<string, string> = {}): Promise<Child> {
  // Node itself with tsx's loader (as `npm start` runs), not the tsx command: that one is a
  // wrapper process, and a SIGKILL to it would leave the real one running.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "lib/testing/crash", script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^READY (.*)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].trim());
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before it was ready:\n${output}`));
    });
  });
  return {
    ready,
    output: () => output,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
