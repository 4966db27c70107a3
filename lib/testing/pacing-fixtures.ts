import { randomBytes } from "node:crypto";
import { saveTestConnection } from "@/lib/testing/save-test-connection";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import type { PlatformId } from "@/lib/platforms/ids";
import { startPlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { testCaller } from "@/lib/testing/test-caller";

// Test support for pacing: live publishing to the loopback X and LinkedIn servers, and an
// account whose recent sends already fill a window (as if it had posted that much).

type Owner = { userId: string; brandId: string };
const ENV = ["PUBLISH_MODE", "X_API_BASE_URL", "META_GRAPH_BASE_URL", "THREADS_API_BASE_URL", "LINKEDIN_API_BASE_URL", "GOOGLE_BUSINESS_API_BASE_URL", "TIKTOK_API_BASE_URL"];

/** Live mode against loopback X and LinkedIn, with the brand's accounts on both connected. */
export async function liveXAndLinkedIn(owner: Owner) {
  const platforms = await startPlatformServers({
    x: (token) => token === "x-pacing",
    facebook: [],
    instagram: [],
    threads: [],
    linkedin: (token) => token === "li-pacing",
    googleBusiness: [],
    tiktok: [],
  });
  process.env.PUBLISH_MODE = "live";
  process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
  Object.assign(process.env, platforms.env);
  forgetServerEnv();
  const caller = await testCaller(owner.userId);
  await saveTestConnection(caller, owner.brandId, { platform: "x_twitter", credentials: { access_token: "x-pacing" } });
  await saveTestConnection(caller, owner.brandId, { platform: "linkedin", credentials: { author_urn: "urn:li:organization:7000001", access_token: "li-pacing" } });
  return {
    platforms,
    close: async () => {
      await platforms.close();
      for (const name of ENV) delete process.env[name];
      forgetServerEnv();
    },
  };
}

export async function connectionIdOf(owner: Owner, platform: PlatformId): Promise<string> {
  const { rows } = await dbPool().query("SELECT id FROM platform_connections WHERE brand_id = $1 AND platform = $2", [owner.brandId, platform]);
  return rows[0].id;
}

/** `count` sends of the account, the first at `firstAt`, one a second after it. */
export async function recordSends(connectionId: string, platform: PlatformId, count: number, firstAt: Date): Promise<void> {
  await dbPool().query(
    `INSERT INTO posting_sends (id, connection_id, platform, sent_at)
     SELECT gen_random_uuid(), $1, $2, $3::timestamptz + make_interval(secs => i) FROM generate_series(0, $4::int - 1) AS i`,
    [connectionId, platform, firstAt, count],
  );
}

/** As if `ms` had passed for the account's sends: every one of them moves that far back. */
export async function ageSends(connectionId: string, ms: number): Promise<void> {
  await dbPool().query("UPDATE posting_sends SET sent_at = sent_at - make_interval(secs => $2::float8 / 1000) WHERE connection_id = $1", [connectionId, ms]);
}
