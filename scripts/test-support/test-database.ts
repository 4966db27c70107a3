import { randomBytes } from "node:crypto";
import { onMaintenanceDatabase, withDatabaseName } from "../runtime/maintenance-database";

// A fresh PostgreSQL database for one test run, created on the server of TEST_DATABASE_URL
// (or the local PostgreSQL) and dropped at the end: the server outlives the run (docs/stack.md).

const DEFAULT_SERVER_URL = "postgresql://postgres@127.0.0.1:5432";
const DEFAULT_PREFIX = "brandcast_test";

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };


/** The database name of `base` (or the default) as a safe identifier prefix. */
function prefixOf(base: URL): string {
  const raw = decodeURIComponent(base.pathname.replace(/^\//, ""));
  const prefix = raw.toLowerCase().replace(/[^a-z0-9_]/g, "_").replace(/^[^a-z_]+/, "");
  return (prefix || DEFAULT_PREFIX).slice(0, 40);
}

export async function createTestDatabase(baseUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL): Promise<TestDatabase> {
  const base = new URL(baseUrl);
  const name = `${prefixOf(base)}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onMaintenanceDatabase(base, (client) => client.query(`CREATE DATABASE "${name}"`));
  let dropped = false;
  return {
    name,
    url: withDatabaseName(base, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      // WITH (FORCE) (PostgreSQL 13+) ends a leftover connection, e.g. of a killed server.
      await onMaintenanceDatabase(base, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
