import { spawn, type ChildProcess } from "node:child_process";
import { constants } from "node:os";
import { binPath } from "./paths";

// Runs a tool from node_modules/.bin with the terminal attached. The launcher forwards
// SIGINT/SIGTERM to whatever child is running, so Ctrl-C or `docker stop` stops the app
// first and the embedded database only afterwards.
const running = new Set<ChildProcess>();

export function forwardSignal(signal: NodeJS.Signals): void {
  for (const child of running) child.kill(signal);
}

/** Resolves with the exit code; a child killed by a signal gives 128 + its number, as shells do. */
export function runBin(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(binPath(name), args, { stdio: "inherit", env });
    running.add(child);
    child.once("error", (error) => {
      running.delete(child);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1));
    });
  });
}
