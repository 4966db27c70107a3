import { resealAll } from "@/lib/connections/reseal-all";
import { resealWebhookSecrets } from "@/lib/webhooks/reseal-webhook-secrets";
import { pointAtAppDatabase } from "./runtime/app-database";

// `npm run connections:reseal`: after a new key is put first in CONNECTIONS_ENCRYPTION_KEYS,
// re-encrypts every connection and webhook signing secret sealed with an older key, so the old
// key can be removed; webhook secrets still kept in the clear are sealed too.
// Against DATABASE_URL, or the embedded database of a running `npm start`.
async function main() {
  pointAtAppDatabase();
  if (!process.env.CONNECTIONS_ENCRYPTION_KEYS) {
    console.error("Set CONNECTIONS_ENCRYPTION_KEYS (new key first, old keys after it) to reseal.");
    process.exit(1);
  }
  const connections = await resealAll();
  const webhooks = await resealWebhookSecrets();
  console.log(JSON.stringify({ connections, webhooks }, null, 2));
  process.exit(connections.failed.length + webhooks.failed.length > 0 ? 1 : 0);
}

void main();
