import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { renewExpiringConnections } from "@/lib/connections/renew-expiring-connections";
import { writeConnection } from "@/lib/connections/write-connection";
import { db } from "@/lib/db/client";
import { describeDb } from "@/lib/testing";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";

// The periodic sweep (local runtime and Inngest cron) renews tokens inside their platform's
// window and marks expired ones nothing can renew, before any post needs them.

const KEYS = testKeyRing();

describeDb("renewing tokens before they expire unused", () => {
  let x: Loopback;
  let owner: { userId: string; workspaceId: string; brandId: string };
  beforeAll(async () => {
    x = await startLoopback({ "POST /2/oauth2/token": { status: 200, json: { access_token: "swept", expires_in: 7200, refresh_token: "swept-r" } } });
    owner = await publishingBrand("Sweep");
  });
  beforeEach(() => useEnv({ CONNECTIONS_ENCRYPTION_KEYS: KEYS, X_CLIENT_ID: "x", X_CLIENT_SECRET: "y", X_API_BASE_URL: x.baseUrl }));
  afterEach(resetEnv);
  afterAll(async () => {
    resetEnv();
    await x.close();
  });

  const connect = (platform: "x_twitter" | "instagram", expiresInMs: number, credentials: Record<string, string>, refresh?: string) =>
    writeConnection({
      ...owner,
      platform,
      secrets: { credentials, oauth: refresh ? { refresh_token: refresh } : {} },
      authMethod: "oauth",
      accountLabel: null,
      profile: { name: "Sweep", handle: null, avatarUrl: null },
      tokenExpiresAt: new Date(Date.now() + expiresInMs),
    });
  // Other suites' connections may share the database; only this brand's tokens count here.
  const ours = () => x.requests.map((request) => request.form?.get("refresh_token")).filter((token) => token === "r-later" || token === "r-soon");
  const row = (platform: string) => db().platformConnection.findFirstOrThrow({ where: { brandId: owner.brandId, platform } });

  it("renews an X token inside its five minutes, leaves one outside them, and marks an expired Instagram token", async () => {
    await connect("x_twitter", 20 * 60_000, { access_token: "later" }, "r-later");
    await connect("instagram", -60_000, { ig_user_id: "17841400000000001", access_token: "gone" });
    await renewExpiringConnections();
    expect(ours()).toEqual([]);
    expect(await row("instagram")).toMatchObject({ status: "reconnect_required", statusReason: expect.stringContaining("offers no way to renew it") });

    await connect("x_twitter", 2 * 60_000, { access_token: "soon" }, "r-soon");
    await renewExpiringConnections();
    expect(ours()).toEqual(["r-soon"]);
    expect((await row("x_twitter")).tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 7_000_000);
  });
});
