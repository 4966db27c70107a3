import type { Page } from "@playwright/test";
import { startPlatformServers, type PlatformServers, type PlatformTokens } from "../../lib/testing/platform-servers/start-platform-servers";
import { expect, test } from "./fixtures";
import { ownDatabase, startOwnServer, type OwnServer } from "./own-server";

// What the specs that publish live from the composer share: the loopback platforms knowing the
// spec's tokens, a database and a production server of the spec's own in live mode, started
// before the spec's tests and stopped after them.

const PORT = Number(process.env.E2E_OWN_PORT ?? 3109);
const PLATFORM_PORTS = [PORT + 2, PORT + 3, PORT + 4, PORT + 5, PORT + 6, PORT + 7];
/** A fixed test key (its text says what it is), so that connections are sealed as in production. */
const SEALING_KEYS = "e2e:QnJhbmRjYXN0IGUyZSBrZXksIG5vdCBhIHNlY3JldCE=";

export const LIVE_APP = `http://127.0.0.1:${PORT}`;
/** The ports left for the reference PDS and its PLC directory beside the platforms. */
export const LIVE_PDS_PORTS = { pds: PORT + 8, plc: PORT + 9 };

/**
 * Registers the spec's beforeAll and afterAll: the platforms given accept their tokens, the
 * others none; `moreEnv` (read when the server starts) adds to the server's environment, such as
 * the reference PDS's url. Returns the loopback platforms (set once beforeAll has run).
 */
export function useLiveOwnServer(tokens: Partial<PlatformTokens>, moreEnv: () => Record<string, string> = () => ({})): () => PlatformServers {
  let platforms: PlatformServers;
  let database: { url: string; drop: () => Promise<void> };
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const none: string[] = [];
    const all: PlatformTokens = { x: none, facebook: none, instagram: none, threads: none, linkedin: none, googleBusiness: none, tiktok: none, ...tokens };
    platforms = await startPlatformServers(all, { ports: PLATFORM_PORTS });
    database = await ownDatabase();
    server = await startOwnServer(database.url, PORT, { ...platforms.env, ...moreEnv(), PUBLISH_MODE: "live", CONNECTIONS_ENCRYPTION_KEYS: SEALING_KEYS });
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await platforms?.close();
  });
  return () => platforms;
}

/** A brand made through the API by the signed-in page, with each platform's credentials connected. */
export async function brandConnectedTo(page: Page, name: string, connections: [platform: string, credentials: Record<string, string>][]): Promise<{ id: string }> {
  const origin = { origin: LIVE_APP };
  const brand = (await (await page.request.post(`${LIVE_APP}/api/v1/brands`, { headers: origin, data: { name, website: `https://${name.toLowerCase().replace(/[^a-z]+/g, "-")}.example` } })).json()).data.brand;
  for (const [platform, credentials] of connections) {
    const connected = await page.request.post(`${LIVE_APP}/api/v1/brands/${brand.id}/connections`, { headers: origin, data: { platform, credentials } });
    expect(connected.status(), platform).toBeLessThan(300);
  }
  return brand;
}
