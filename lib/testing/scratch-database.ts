import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { onMaintenanceDatabase, withDatabaseName } from "@/scripts/runtime/maintenance-database";
import { onPglite } from "@/lib/testing/test-database";

// An empty database of the run's kind, apart from the suite's own, for tests that apply the
// migrations one by one (a migration's effect on the rows that were there before it): a fresh
// database on the PostgreSQL server of DATABASE_URL, or an in-memory PGlite on the PGlite stage.

export type ScratchDatabase = {
  /** Rows of one statement, with parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** A whole script (several statements, functions with $$ bodies), as a migration file is. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = path.join(process.cwd(), "prisma", "migrations");

/** Every migration's folder name, in the order Prisma applies them. */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export async function applyMigration(database: ScratchDatabase, name: string): Promise<void> {
  await database.exec(readFileSync(path.join(MIGRATIONS, name, "migration.sql"), "utf8"));
}

/** Applies the migrations in order up to and including `last`. */
export async function migrateThrough(database: ScratchDatabase, last: string): Promise<void> {
  const names = migrationNames();
  if (!names.includes(last)) throw new Error(`no migration ${last}`);
  for (const name of names.slice(0, names.indexOf(last) + 1)) await applyMigration(database, name);
}

export async function openScratchDatabase(): Promise<ScratchDatabase> {
  return onPglite ? openPglite() : openPostgres();
}

async function openPglite(): Promise<ScratchDatabase> {
  const database = await PGlite.create();
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await database.query<Row>(sql, params)).rows,
    exec: async (sql) => void (await database.exec(sql)),
    close: () => database.close(),
  };
}

async function openPostgres(): Promise<ScratchDatabase> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error("DATABASE_URL is not set: run this under npm test");
  const name = `scratch_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
  await onMaintenanceDatabase(server, (client) => client.query(`CREATE DATABASE "${name}"`));
  const client = new pg.Client({ connectionString: withDatabaseName(server, name) });
  await client.connect();
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
    exec: async (sql) => void (await client.query(sql)),
    async close() {
      await client.end().catch(() => {});
      await onMaintenanceDatabase(server, (maintenance) => maintenance.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
