import pino, { type DestinationStream, type Logger } from "pino";
import { scrubSecrets } from "@/lib/log/scrub-secrets";

// The one logger: structured JSON lines (pino) on standard output, one object per event, with
// the request id wherever there is a request. Nothing in the app logs through console.*.
// LOG_LEVEL sets the level (default info; silent under vitest, whose tests capture what they need).

/** Field names whose values are never written, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  "authorization", "cookie", "password", "key", "token", "secret", "credentials",
  "*.authorization", "*.cookie", "*.password", "*.key", "*.token", "*.secret", "*.credentials",
  "*.access_token", "*.app_password", "*.page_access_token", "headers.authorization", "headers.cookie",
];

/** An error as pino writes it (type, message, stack, cause), with secrets scrubbed from the text. */
function scrubbedError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  for (const field of ["message", "stack"]) {
    if (typeof serialized[field] === "string") serialized[field] = scrubSecrets(serialized[field] as string);
  }
  return serialized;
}

function defaultLevel(): string {
  return process.env.LOG_LEVEL || (process.env.VITEST ? "silent" : "info");
}

/** pino's options; `redacted` false only for the answer lines, whose fields are fixed (below). */
function options(level: string, redacted: boolean): pino.LoggerOptions {
  return {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    ...(redacted ? { redact: { paths: REDACTED_PATHS, censor: "[redacted]" } } : {}),
    serializers: { err: scrubbedError },
  };
}

type Loggers = { general: Logger; answers: Logger };

/** Both loggers write to one destination, so their lines keep their order. */
function createLoggers(destination?: DestinationStream, level = defaultLevel()): Loggers {
  const stream = destination ?? pino.destination({ fd: 1, sync: true });
  return { general: pino(options(level, true), stream), answers: pino(options(level, false), stream) };
}

let current: Loggers | undefined;

/** The logger: `log().info({ request_id }, "…")`. */
export function log(): Logger {
  current ??= createLoggers();
  return current.general;
}

/**
 * The logger of the one line per answer (lib/api/log-answer.ts), written on every request. Its
 * fields are fixed there and none can hold a secret (ids, method, path, status, ms; an error goes
 * through the scrubbing serializer), so it skips the field redaction, which cost about 12 µs of
 * each request's 25 µs of logging (docs/performance.md).
 */
export function answerLog(): Logger {
  current ??= createLoggers();
  return current.answers;
}

/** For tests: write every line to `destination` at `level` from now on; no argument: back to standard output. */
export function redirectLog(destination?: DestinationStream, level?: string): void {
  current = destination ? createLoggers(destination, level ?? "info") : undefined;
}
