import { Writable } from "node:stream";
import { redirectLog } from "@/lib/log";

export type CapturedLog = {
  /** Every line logged since capture began, parsed. */
  lines: () => Array<Record<string, any>>;
  /** Back to the default logger. */
  restore: () => void;
};

/** Captures what the app logs (lib/log) as parsed JSON lines: `const logs = captureLog(); …; logs.restore()`. */
export function captureLog(): CapturedLog {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  redirectLog(stream, "debug");
  return {
    lines: () =>
      chunks
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    restore: () => redirectLog(),
  };
}
