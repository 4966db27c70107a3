import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PASSWORD } from "../support/api";
import { E2E_LOG_DIR } from "../support/servers";

// Runs after every other project (playwright.config.ts: `logs` depends on `api` and `browser`):
// what the servers logged during the whole run, read back. Structured JSON lines with the
// request id; expected failures without a stack; and no secret, ever.

const NEVER_LOGGED: Array<[string, RegExp]> = [
  ["a raw API key", /bcst_live_[0-9A-Za-z]{38}/],
  ["the e2e users' password", new RegExp(E2E_PASSWORD)],
  ["a Bluesky app password from the connection specs", /e2e-app-pass-4f7k-9x2q/],
  ["a platform token from the connection specs", /probe-token/],
  ["a session token (JWT)", /eyJ[\w-]{10,}\.[\w-]{10,}\./],
  ["a session cookie", /next-auth\.session-token=/],
  ["a bcrypt hash", /\$2[aby]\$\d\d\$/],
  ["a scrypt hash", /\$scrypt\$ln=/],
  ["a bearer credential", /Bearer\s+(?!\[redacted\])\S/],
  ["the e2e SMTP password (in SMTP_URL)", /smtp-test-password/],
  ["the e2e NEXTAUTH_SECRET", /brandcast-e2e-secret-0123456789|brandcast-test-secret-0123456789abcdef/],
  ["the e2e connections key", /QnJhbmRjYXN0IGUyZSBrZXksIG5vdCBhIHNlY3JldCE=/],
];

const logs = () =>
  readdirSync(E2E_LOG_DIR)
    .filter((name) => name.endsWith(".log"))
    .map((name) => ({ name, text: readFileSync(path.join(E2E_LOG_DIR, name), "utf8") }));

test("the servers logged the run as JSON lines with request ids, expected 4xx without a stack", () => {
  const files = logs();
  expect(files.map((file) => file.name)).toEqual(expect.arrayContaining(["server-1.log", "server-2.log"]));
  const lines = files.flatMap((file) => file.text.split("\n")).filter((line) => line.startsWith("{"));
  const answers = lines.map((line) => JSON.parse(line)).filter((line) => typeof line.request_id === "string" && typeof line.status === "number");
  expect(answers.length).toBeGreaterThan(100);
  const expected4xx = answers.filter((line) => line.status >= 400 && line.status < 500);
  expect(expected4xx.length).toBeGreaterThan(10);
  for (const line of expected4xx) {
    expect(line.level).toBe("info");
    expect(line.err).toBeUndefined();
  }
});

for (const [what, pattern] of NEVER_LOGGED) {
  test(`no server log holds ${what}`, () => {
    for (const file of logs()) {
      const found = pattern.exec(file.text);
      expect(found?.[0], `${file.name}: ${found ? file.text.slice(Math.max(0, found.index - 200), found.index + 100) : ""}`).toBeUndefined();
    }
  });
}
