import { findRunningEmbeddedDatabase } from "@/lib/embedded-db/embedded";
import { loadEnvFiles } from "./load-env-files";
import { DATA_DIR } from "./paths";

/**
 * For operator scripts: the app's database, DATABASE_URL (from the environment or .env files)
 * or else the embedded database of a running `npm start`; exits with what to do when neither.
 */
export function pointAtAppDatabase(): void {
  loadEnvFiles();
  if (process.env.DATABASE_URL) return;
  const running = findRunningEmbeddedDatabase(DATA_DIR);
  if (!running) {
    console.error("Set DATABASE_URL, or start the app (npm start) so its embedded database can be reached.");
    process.exit(1);
  }
  process.env.DATABASE_URL = running;
  process.env.EMBEDDED_DB = "1";
}
