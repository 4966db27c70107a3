import { InngestTestEngine } from "@inngest/test";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { functions } from "@/inngest/functions";
import { renewExpiringConnectionsCron } from "@/inngest/functions/renew-expiring-connections";
import { RENEW_CONNECTIONS_CRON, RENEW_CONNECTIONS_EVERY_MINUTES } from "@/lib/connections/renew-expiring-connections";
import { writeConnection } from "@/lib/connections/write-connection";
import { db } from "@/lib/db/client";
import { startConnectionRenewal } from "@/lib/local-runtime/connection-renewal";
import { describeDb } from "@/lib/testing";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";

// Both runtimes sweep with the same function on the same period: an X token expiring in 30
// minutes, outside X's 5-minute window, is renewed by either.

const KEYS = testKeyRing();

describeDb("the renewal sweep in both runtimes", () => {
  let x: Loopback;
  let stop: (() => void) | undefined;
  beforeAll(async () => {
    x = await startLoopback({ "POST /2/oauth2/token": { status: 200, json: { access_token: "swept", expires_in: 7200, refresh_token: "swept-r" } } });
  });
  beforeEach(() => useEnv({ CONNECTIONS_ENCRYPTION_KEYS: KEYS, X_CLIENT_ID: "x", X_CLIENT_SECRET: "y", X_API_BASE_URL: x.baseUrl }));
  afterEach(() => {
    stop?.();
    resetEnv();
  });
  afterAll(() => x.close());

  const connectX = async (refreshToken: string) => {
    const owner = await publishingBrand("Sweep runtime");
    await writeConnection({
      ...owner,
      platform: "x_twitter",
      secrets: { credentials: { access_token: "unused" }, oauth: { refresh_token: refreshToken } },
      authMethod: "oauth",
      accountLabel: null,
      profile: { name: "Sweep", handle: null, avatarUrl: null },
      tokenExpiresAt: new Date(Date.now() + 30 * 60_000),
    });
    return () => db().platformConnection.findFirstOrThrow({ where: { brandId: owner.brandId, platform: "x_twitter" } });
  };
  const spent = (refreshToken: string) => x.requests.filter((request) => request.form?.get("refresh_token") === refreshToken).length;

  it("Inngest: a cron every 30 minutes, served beside the others, renewing through the sweep", async () => {
    expect(RENEW_CONNECTIONS_CRON).toBe(`*/${RENEW_CONNECTIONS_EVERY_MINUTES} * * * *`);
    expect(renewExpiringConnectionsCron.opts.triggers).toEqual([{ cron: "*/30 * * * *" }]);
    expect(functions).toContain(renewExpiringConnectionsCron);

    const row = await connectX("r-inngest");
    const { result } = await new InngestTestEngine({ function: renewExpiringConnectionsCron }).execute();
    expect(result).toMatchObject({ renewed: expect.any(Number) });
    expect(spent("r-inngest")).toBe(1);
    expect((await row()).tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 110 * 60_000);
  });

  it("local runtime: the periodic job sweeps at start, renewing the same token the same way", async () => {
    const row = await connectX("r-local");
    const before = (await row()).credentialsVersion;
    stop = startConnectionRenewal();
    await until(async () => (await row()).credentialsVersion > before);
    expect(spent("r-local")).toBe(1);
    expect((await row()).tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 110 * 60_000);
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
