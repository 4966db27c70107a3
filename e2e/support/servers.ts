import path from "node:path";

// The two production servers of the e2e run (e2e/playwright.config.ts starts them with
// `next start`, both on the same test database). Specs read the URLs from here or from env.

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? E2E_PORT + 1);

/** The first server: Playwright's baseURL, and NEXTAUTH_URL of BOTH servers (same-origin session tests go here). */
export const E2E_BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;

/**
 * The second server (another process, same database), for cross-process behaviour such as
 * shared rate limits. The config exports it as process.env.E2E_SECOND_BASE_URL too.
 * It accepts Origin = E2E_BASE_URL, because NEXTAUTH_URL is the first server's URL, and its own
 * URL, because ALLOWED_ORIGINS lists it (e2e/playwright.config.ts).
 */
export const E2E_SECOND_BASE_URL = process.env.E2E_SECOND_BASE_URL ?? `http://127.0.0.1:${E2E_SECOND_PORT}`;

/** Where the e2e run's servers write their output (one file each), for e2e/logs. */
export const E2E_LOG_DIR = process.env.E2E_LOG_DIR ?? path.resolve(__dirname, "..", ".logs");

/** The log file of one server of this run: `server-1`, `server-2`, `own-3109`. */
export const serverLogFile = (name: string) => path.join(E2E_LOG_DIR, `${name}.log`);

/**
 * The run's mail server (e2e/support/smtp-inbox.ts): SMTP on E2E_SMTP_PORT, the received messages
 * as JSON on E2E_INBOX_PORT. Derived from E2E_PORT (+25, +26) so worktrees with their own ports
 * stay apart; the defaults with E2E_PORT 3100 are 3125 and 3126.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 25);
export const E2E_INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? E2E_PORT + 26);
/** The login smtp-inbox.ts requires (test-only, as lib/testing/smtp-test-server.ts). */
export const E2E_SMTP_URL = `smtp://mailer:smtp-test-password@127.0.0.1:${E2E_SMTP_PORT}`;
export const E2E_INBOX_URL = `http://127.0.0.1:${E2E_INBOX_PORT}`;
