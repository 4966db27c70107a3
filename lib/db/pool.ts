import pg from "pg";
import { serverEnv } from "@/lib/env";

// One pg pool per process, shared by Prisma (through the driver adapter) and by the few
// hot-path statements written in SQL (lib/ratelimit). Kept on globalThis so that the dev
// server's module reloads do not open a new pool each time.
const globalForPool = globalThis as unknown as { brandcastPool?: pg.Pool };

function createPool(): pg.Pool {
  const env = serverEnv();
  // PGlite is one session: with more than one connection an interactive transaction
  // could interleave with another query (STACK.md, "Embedded PostgreSQL").
  const max = env.EMBEDDED_DB ? 1 : env.DB_POOL_MAX;
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  return pool;
}

export function dbPool(): pg.Pool {
  globalForPool.brandcastPool ??= createPool();
  return globalForPool.brandcastPool;
}
