import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { withDatabaseName } from "../../scripts/runtime/maintenance-database";
import { createTestDatabase } from "../../scripts/test-support/test-database";
import { E2E_LOG_DIR, serverLogFile } from "./servers";

// A production server of the spec's own, on a database of its own, for tests that stop and
// restart a server (the shared e2e servers must keep running for the other specs).

const root = path.resolve(__dirname, "..", "..");

/** A fresh, migrated database on the e2e run's server; `drop()` removes it. */
export async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = withDatabaseName(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres", "brandcast_e2e_own");
  const database = await createTestDatabase(base);
  const migrated = spawnSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy", "--config", "prisma/prisma.config.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: "utf8",
  });
  if (migrated.status !== 0) {
    await database.drop();
    throw new Error(`migrate deploy failed: ${migrated.stderr}`);
  }
  return { url: database.url, drop: database.drop };
}

export type OwnServer = { url: string; stop: (signal?: NodeJS.Signals) => Promise<void> };

/** `next start` on `port` against `databaseUrl` (plus `env`); resolves once it answers. */
export async function startOwnServer(databaseUrlValue: string, port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(E2E_LOG_DIR, { recursive: true });
  const output = openSync(serverLogFile(`own-${port}`), "a");
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/next"), ["start", "--hostname", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrlValue, NEXTAUTH_URL: url, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "brandcast-e2e-secret-0123456789", NODE_ENV: "production", ...env },
    stdio: ["ignore", output, output],
  });
  closeSync(output);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let waited = 0; ; waited += 250) {
    try {
      if ((await fetch(`${url}/api/auth/csrf`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 60_000) throw new Error(`own server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async (signal = "SIGTERM") => {
      child.kill(signal);
      await exited;
    },
  };
}
