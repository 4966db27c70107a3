import { spawn } from "node:child_process";

export type FfmpegRun = {
  /** Killed (SIGKILL) past this, and the run fails saying so. */
  timeoutMs: number;
  /** Each line ffmpeg writes to stdout (`-progress pipe:1`), when the output goes to a file. */
  onLine?: (line: string) => void;
  /** Most bytes kept from stdout when it is the output (a cover frame); more fails the run. */
  maxStdoutBytes?: number;
  /** Aborted (a cancelled conversion, a lost job): ffmpeg is killed and the run fails with the signal's reason. */
  signal?: AbortSignal;
};

export class FfmpegError extends Error {}

/**
 * ffmpeg at low priority (`nice`), so that a transcode on a shared machine yields to requests;
 * each caller also passes `-threads 1`. Resolves with stdout's bytes; rejects with ffmpeg's last
 * error line, or with the time limit it passed.
 */
export function runFfmpeg(args: string[], run: FfmpegRun): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // `nice` execs ffmpeg in its own process: the pid killed below is ffmpeg's.
    const child = spawn("nice", ["-n", "10", "ffmpeg", "-hide_banner", "-nostdin", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let size = 0;
    let pending = "";
    let errors = "";
    let failure: string | null = null;
    const stop = (reason: string) => {
      failure ??= reason;
      child.kill("SIGKILL");
    };
    const limit = run.timeoutMs < 1000 ? `${run.timeoutMs} ms` : `${Math.round(run.timeoutMs / 1000)} s`;
    const timer = setTimeout(() => stop(`ffmpeg took longer than ${limit} and was stopped`), run.timeoutMs);
    const aborted = () => stop(typeof run.signal?.reason === "string" ? run.signal.reason : "ffmpeg was stopped");
    if (run.signal?.aborted) aborted();
    else run.signal?.addEventListener("abort", aborted, { once: true });
    const settle = () => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", aborted);
    };
    child.stdout.on("data", (chunk: Buffer) => {
      if (run.onLine) {
        pending += chunk.toString("utf8");
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) run.onLine(line.trim());
        return;
      }
      size += chunk.byteLength;
      if (size > (run.maxStdoutBytes ?? 0)) return stop(`ffmpeg wrote more than ${run.maxStdoutBytes ?? 0} bytes`);
      chunks.push(chunk);
    });
    // Only the end of stderr is kept: it holds the reason a run failed.
    child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString("utf8")).slice(-2000)));
    child.on("error", (error) => {
      settle();
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`));
    });
    child.on("close", (code) => {
      settle();
      if (failure) return reject(new FfmpegError(failure));
      if (code !== 0) return reject(new FfmpegError(`ffmpeg failed: ${errors.trim().split("\n").pop() ?? `exit code ${code}`}`));
      resolve(new Uint8Array(Buffer.concat(chunks)));
    });
  });
}
