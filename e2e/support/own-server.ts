import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";

// A production server of the spec's own, on a database of its own, for tests that stop and
// restart a server (the shared e2e servers must keep running for the other specs).

const root = path.resolve(__dirname, "..", "..");

function databaseUrl(name: string): string {
  const base = new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
  base.pathname = `/${name}`;
  return base.toString();
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl("postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database; `drop()` removes it. */
export async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `brandcast_e2e_own_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(name);
  const migrated = spawnSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy", "--config", "prisma/prisma.config.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  if (migrated.status !== 0) throw new Error(`migrate deploy failed: ${migrated.stderr}`);
  return { url, drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export type OwnServer = { url: string; stop: (signal?: NodeJS.Signals) => Promise<void> };

/** `next start` on `port` against `databaseUrl`; resolves once it answers. */
export async function startOwnServer(databaseUrlValue: string, port: number): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/next"), ["start", "--hostname", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrlValue, NEXTAUTH_URL: url, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "brandcast-e2e-secret-0123456789", NODE_ENV: "production" },
    stdio: "ignore",
  });
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
