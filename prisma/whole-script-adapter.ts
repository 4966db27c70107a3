import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";

// @prisma/adapter-pg 6.19 runs a migration by splitting its text on every ";" and sending
// the pieces one by one, so a semicolon inside a function body (the post counters' triggers,
// migration 20261123160000) or a comment breaks the migration, and a failure half-way leaves
// it half applied. This factory sends each migration script whole, as one simple query:
// PostgreSQL parses it as psql would and runs it as one implicit transaction (all or nothing).
// Only the CLI needs this (prisma.config.ts); the application never runs scripts.

type ScriptAdapter = { executeScript(script: string): Promise<void> };

export function wholeScriptPrismaPg(pool: pg.Pool): PrismaPg {
  const factory = new PrismaPg(pool);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    (adapter as ScriptAdapter).executeScript = async (script: string) => {
      try {
        await pool.query(script);
      } catch (error) {
        // The adapter's own conversion, so that Prisma reports the database's message as before.
        (adapter as unknown as { onError(error: unknown): never }).onError(error);
      }
    };
    return adapter;
  };
  return factory;
}
