import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { binPath } from "../runtime/paths";

// `next start` for the benchmark: on a free port of 127.0.0.1, in its own process group
// so that stopping it also stops any worker it forks. Its output is kept and shown only
// when it fails to come up, so the figures are not buried in request logs.

export type NextServer = { url: string; pid: number; stop: () => Promise<void>; output: () => string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** `port` defaults to a free one; give one to stay in a range other processes on the machine avoid. */
export async function startNextServer(env: NodeJS.ProcessEnv, readyPath: string, timeoutMs = 60_000, port?: number): Promise<NextServer> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(binPath("next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const group = -child.pid;
    try {
      process.kill(group, "SIGTERM");
    } catch {
      return; // already gone
    }
    const gone = await Promise.race([exited(child).then(() => true), sleep(5_000).then(() => false)]);
    if (!gone) {
      try {
        process.kill(group, "SIGKILL");
      } catch {
        // already gone
      }
      await exited(child);
    }
  };

  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`next start exited (${child.exitCode ?? child.signalCode}) before answering:\n${log}`);
    }
    try {
      const response = await fetch(url + readyPath, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return { url, pid: child.pid!, stop, output: () => log };
      lastProblem = `HTTP ${response.status} from ${readyPath}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`next start did not answer ${readyPath} within ${timeoutMs / 1000} s (${lastProblem}):\n${log}`);
}
