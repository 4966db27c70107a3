import { describe } from "vitest";
import { dbPool } from "@/lib/db/pool";

/** "postgres" or "pglite" under `npm test`; undefined when vitest runs without a test database. */
export const testDbKind = process.env.TEST_DB_KIND as "postgres" | "pglite" | undefined;
export const onPglite = testDbKind === "pglite";
export const hasTestDatabase = testDbKind !== undefined && Boolean(process.env.DATABASE_URL);

/**
 * `describeDb("posts API", () => ...)`: a suite that needs the database. It is skipped when
 * vitest runs outside `npm test` (no TEST_DB_KIND), so a bare `npx vitest run` never touches
 * a developer's database. Use `describe.skipIf(onPglite)` for what cannot run on PGlite.
 */
export const describeDb = describe.skipIf(!hasTestDatabase);

/** Clears every rate-limit counter (all subjects): for a beforeEach in rate-limit tests. */
export async function resetRateLimits(): Promise<void> {
  await dbPool().query("DELETE FROM rate_limit_counters");
}
