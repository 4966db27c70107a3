import { resealAll } from "@/lib/connections/reseal-all";
import { findRunningEmbeddedDatabase } from "@/lib/embedded-db/embedded";
import { loadEnvFiles } from "./runtime/load-env-files";
import { DATA_DIR } from "./runtime/paths";

// `npm run connections:reseal`: after a new key is put first in CONNECTIONS_ENCRYPTION_KEYS,
// re-encrypts every connection sealed with an older key, so the old key can be removed.
// Against DATABASE_URL, or the embedded database of a running `npm start`.
async function main() {
  loadEnvFiles();
  if (!process.env.DATABASE_URL) {
    const running = findRunningEmbeddedDatabase(DATA_DIR);
    if (!running) {
      console.error("Set DATABASE_URL, or start the app (npm start) so its embedded database can be reached.");
      process.exit(1);
    }
    process.env.DATABASE_URL = running;
    process.env.EMBEDDED_DB = "1";
  }
  if (!process.env.CONNECTIONS_ENCRYPTION_KEYS) {
    console.error("Set CONNECTIONS_ENCRYPTION_KEYS (new key first, old keys after it) to reseal.");
    process.exit(1);
  }
  const report = await resealAll();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.failed.length > 0 ? 1 : 0);
}

void main();
