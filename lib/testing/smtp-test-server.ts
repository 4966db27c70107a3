import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { forgetServerEnv } from "@/lib/env/server-env";

export type ReceivedMail = { envelopeTo: string[]; envelopeFrom: string | null; parsed: ParsedMail; raw: string };

export type SmtpTestServer = {
  /** The SMTP_URL that reaches it, with its user and password. */
  url: string;
  /** Every message accepted, in order (parsed with mailparser). */
  received: ReceivedMail[];
  /** Messages refused so far (each answered `refuseWith`). */
  refused: number;
  /** The next this many messages are refused at the end of DATA with this answer (a 4xx: try later; a 5xx: never). */
  refuseNext(count: number, code?: number): void;
  close(): Promise<void>;
};

const USER = "mailer";
const PASSWORD = "smtp-test-password";

/**
 * A real SMTP server on a loopback port (the `smtp-server` package) that requires the login in
 * its URL, accepts every message, parses it with `mailparser` and keeps it, or refuses the next
 * few with an SMTP error code. Plain SMTP (no STARTTLS offered), as a relay on the same host.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refuseCount = 0;
  let refuseCode = 451;
  const state = { refused: 0 };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuseCount > 0) {
          refuseCount -= 1;
          state.refused += 1;
          const error = new Error(refuseCode < 500 ? "Try again later" : "Mailbox unavailable") as Error & { responseCode: number };
          error.responseCode = refuseCode;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              raw,
              parsed,
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              envelopeTo: session.envelope.rcptTo.map((to) => to.address),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    get refused() {
      return state.refused;
    },
    refuseNext(count, code = 451) {
      refuseCount = count;
      refuseCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a describe block whose tests send mail: starts a test SMTP server before the suite, points
 * SMTP_URL and MAIL_FROM at it for each test (settings re-read), restores them after each test
 * and stops the server after the suite. Read the server through the returned getter.
 */
export function useSmtpTestServer(from = "Brandcast <notify@brandcast.test>"): () => SmtpTestServer {
  let smtp: SmtpTestServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  beforeEach(() => {
    vi.stubEnv("SMTP_URL", smtp!.url);
    vi.stubEnv("MAIL_FROM", from);
    forgetServerEnv();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return () => smtp!;
}
