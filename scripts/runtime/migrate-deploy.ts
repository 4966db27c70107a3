import { runBin } from "./run-bin";

// Applies the committed migrations in prisma/migrations that the database lacks; a database
// that is up to date costs one catalog query. The CLI reads DATABASE_URL from the environment.
export async function migrateDeploy(): Promise<number> {
  return runBin("prisma", ["migrate", "deploy", "--config", "prisma/prisma.config.ts"]);
}
