import { resealAll } from "@/lib/connections/reseal-all";
import { pointAtAppDatabase } from "./runtime/app-database";

// `npm run connections:reseal`: after a new key is put first in CONNECTIONS_ENCRYPTION_KEYS,
// re-encrypts every connection sealed with an older key, so the old key can be removed.
// Against DATABASE_URL, or the embedded database of a running `npm start`.
async function main() {
  pointAtAppDatabase();
  if (!process.env.CONNECTIONS_ENCRYPTION_KEYS) {
    console.error("Set CONNECTIONS_ENCRYPTION_KEYS (new key first, old keys after it) to reseal.");
    process.exit(1);
  }
  const report = await resealAll();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.failed.length > 0 ? 1 : 0);
}

void main();
