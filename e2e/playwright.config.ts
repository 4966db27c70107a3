import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL, E2E_INBOX_PORT, E2E_LOG_DIR, E2E_PORT, E2E_SECOND_BASE_URL, E2E_SECOND_PORT, E2E_SMTP_PORT, E2E_SMTP_URL, serverLogFile } from "./support/servers";

// Run through `npm test` (scripts/test.ts), which creates and migrates a PostgreSQL database,
// runs `next build`, and passes DATABASE_URL and NEXTAUTH_SECRET. By hand, after a build:
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<migrated db> NEXTAUTH_SECRET=<16+ chars> \
//     npx playwright test -c e2e/playwright.config.ts [--project=api]
//
// Two `next start` servers (E2E_PORT, default 3100, and E2E_SECOND_PORT, default 3101) share
// the test database, so API specs can check cross-process behaviour. baseURL is the first;
// the second is process.env.E2E_SECOND_BASE_URL (or E2E_SECOND_BASE_URL from
// e2e/support/servers.ts). Both have NEXTAUTH_URL = the first server's URL, so a session
// request to either server passes the Origin check with Origin = baseURL, and ALLOWED_ORIGINS
// = the second server's URL, as an operator lists a second address the app is served at.
// E2E_REUSE_SERVER=1 uses servers already listening on those ports instead of starting them.

const root = path.resolve(__dirname, "..");
const reuseExistingServer = process.env.E2E_REUSE_SERVER === "1";
process.env.E2E_SECOND_BASE_URL = E2E_SECOND_BASE_URL;

// Every server's output of this run goes to E2E_LOG_DIR (the `logs` project reads it after all
// other specs). Emptied once, by the runner's own process: workers load this file too.
if (!process.env.TEST_WORKER_INDEX && !reuseExistingServer) {
  rmSync(E2E_LOG_DIR, { recursive: true, force: true });
  mkdirSync(E2E_LOG_DIR, { recursive: true });
}

if (!process.env.DATABASE_URL && !reuseExistingServer) {
  throw new Error("e2e: DATABASE_URL is not set. Run `npm test` (TEST_ONLY=e2e), or set DATABASE_URL to a migrated database.");
}

const serverEnv = {
  DATABASE_URL: process.env.DATABASE_URL ?? "",
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "brandcast-e2e-secret-0123456789",
  NEXTAUTH_URL: E2E_BASE_URL,
  ALLOWED_ORIGINS: E2E_SECOND_BASE_URL,
  ALLOW_SIGNUP: "true",
  // A fixed test-only key, so that platform connections can be created in the e2e run.
  CONNECTIONS_ENCRYPTION_KEYS: process.env.CONNECTIONS_ENCRYPTION_KEYS ?? "e2e:QnJhbmRjYXN0IGUyZSBrZXksIG5vdCBhIHNlY3JldCE=",
  NODE_ENV: "production",
  // E-mail on, to the run's own SMTP server (e2e/support/smtp-inbox.ts), which keeps every message
  // and shows them on E2E_INBOX_PORT: specs read an invitation's e-mail there (e2e/support/inbox.ts).
  SMTP_URL: E2E_SMTP_URL,
  MAIL_FROM: "Brandcast <no-reply@brandcast.test>",
  // The servers run the production build as it ships: the specs check every /api/v1 answer they
  // receive against the OpenAPI document the servers serve (e2e/support/contract.ts).
};

function server(name: string, port: number) {
  return {
    name,
    command: `node_modules/.bin/next start --hostname 127.0.0.1 --port ${port} >> "${serverLogFile(name)}" 2>&1`,
    cwd: root,
    // Ready once the port accepts connections: no particular route has to exist yet.
    port,
    env: { ...serverEnv, PORT: String(port) },
    reuseExistingServer,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

/** The mail server both app servers send to (listed first: the app servers find it up). */
function inbox() {
  return {
    name: "smtp-inbox",
    command: `node_modules/.bin/tsx e2e/support/smtp-inbox.ts >> "${serverLogFile("smtp-inbox")}" 2>&1`,
    cwd: root,
    port: E2E_INBOX_PORT,
    env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_INBOX_PORT: String(E2E_INBOX_PORT) },
    reuseExistingServer,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

const debianChromium = "/usr/bin/chromium";
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    }
  : {};

export default defineConfig({
  outputDir: path.join(root, "test-results"),
  // The machines have 2 cores, and two servers already run beside the tests.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: path.join(root, "playwright-report") }]],
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "api", testDir: "./api" },
    { name: "browser", testDir: "./browser", use: { browserName: "chromium", launchOptions } },
    // Last: greps what the servers logged during the run for secrets (docs/api-decisions.md, "Logs").
    { name: "logs", testDir: "./logs", dependencies: ["api", "browser"] },
  ],
  webServer: [inbox(), server("server-1", E2E_PORT), server("server-2", E2E_SECOND_PORT)],
});
