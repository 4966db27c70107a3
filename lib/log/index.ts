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

function createLogger(destination?: DestinationStream, level = defaultLevel()): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { err: scrubbedError },
    },
    destination ?? pino.destination({ fd: 1, sync: true }),
  );
}

let current: Logger | undefined;

/** The logger: `log().info({ request_id }, "…")`. */
export function log(): Logger {
  current ??= createLogger();
  return current;
}

/** For tests: write every line to `destination` at `level` from now on; no argument: back to standard output. */
export function redirectLog(destination?: DestinationStream, level?: string): void {
  current = destination ? createLogger(destination, level ?? "info") : undefined;
}
