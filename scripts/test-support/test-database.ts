import { randomBytes } from "node:crypto";
import pg from "pg";

// A fresh PostgreSQL database for one test run, created on the server of TEST_DATABASE_URL
// (or the local PostgreSQL) and dropped at the end: the server outlives the run (STACK.md).

const DEFAULT_SERVER_URL = "postgresql://postgres@127.0.0.1:5432";
const DEFAULT_PREFIX = "brandcast_test";

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };

function databaseUrl(base: URL, name: string): string {
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database name of `base` (or the default) as a safe identifier prefix. */
function prefixOf(base: URL): string {
  const raw = decodeURIComponent(base.pathname.replace(/^\//, ""));
  const prefix = raw.toLowerCase().replace(/[^a-z0-9_]/g, "_").replace(/^[^a-z_]+/, "");
  return (prefix || DEFAULT_PREFIX).slice(0, 40);
}

async function withMaintenanceClient<T>(base: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (const maintenance of ["postgres", "template1"]) {
    const client = new pg.Client({ connectionString: databaseUrl(base, maintenance) });
    try {
      await client.connect();
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      continue;
    }
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`Cannot reach PostgreSQL at ${base.host}: ${(lastError as Error)?.message ?? lastError}`);
}

export async function createTestDatabase(baseUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL): Promise<TestDatabase> {
  const base = new URL(baseUrl);
  const name = `${prefixOf(base)}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withMaintenanceClient(base, (client) => client.query(`CREATE DATABASE "${name}"`));
  let dropped = false;
  return {
    name,
    url: databaseUrl(base, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      // WITH (FORCE) (PostgreSQL 13+) ends a leftover connection, e.g. of a killed server.
      await withMaintenanceClient(base, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
