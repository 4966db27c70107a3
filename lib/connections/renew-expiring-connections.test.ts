import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { renewalHorizonMs, renewExpiringConnections, RENEW_CONNECTIONS_EVERY_MINUTES } from "@/lib/connections/renew-expiring-connections";
import { writeConnection } from "@/lib/connections/write-connection";
import { db } from "@/lib/db/client";
import { describeDb } from "@/lib/testing";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";

// The periodic sweep (local runtime and Inngest cron) renews every token that would expire
// before the next sweep or two, not only those inside their platform's window, and marks
// expired ones nothing can renew, before any post needs them.

const KEYS = testKeyRing();
const MINUTE = 60_000;
const DAY = 86_400_000;

describeDb("renewing tokens before they expire unused", () => {
  let x: Loopback;
  let linkedin: Loopback;
  beforeAll(async () => {
    x = await startLoopback({ "POST /2/oauth2/token": { status: 200, json: { access_token: "swept", expires_in: 7200, refresh_token: "swept-r" } } });
    // LinkedIn does not extend a refresh token when it is used: the answer keeps its lapse.
    linkedin = await startLoopback({
      "POST /oauth/v2/accessToken": { status: 200, json: { access_token: "li-swept", expires_in: 5_184_000, refresh_token: "li-r", refresh_token_expires_in: 1200 } },
    });
  });
  beforeEach(() =>
    useEnv({
      CONNECTIONS_ENCRYPTION_KEYS: KEYS,
      X_CLIENT_ID: "x",
      X_CLIENT_SECRET: "y",
      X_API_BASE_URL: x.baseUrl,
      LINKEDIN_CLIENT_ID: "li",
      LINKEDIN_CLIENT_SECRET: "li-secret",
      LINKEDIN_AUTH_BASE_URL: linkedin.baseUrl,
    }),
  );
  afterEach(resetEnv);
  afterAll(async () => {
    resetEnv();
    await x.close();
    await linkedin.close();
  });

  const connect = async (
    platform: "x_twitter" | "instagram" | "linkedin",
    expiresInMs: number,
    credentials: Record<string, string>,
    refresh?: string,
    refreshLapsesInMs?: number,
  ) => {
    const owner = await publishingBrand("Sweep");
    const lapse = refreshLapsesInMs === undefined ? {} : { refresh_expires_at: new Date(Date.now() + refreshLapsesInMs).toISOString() };
    await writeConnection({
      ...owner,
      platform,
      secrets: { credentials, oauth: refresh ? { refresh_token: refresh, ...lapse } : {} },
      authMethod: "oauth",
      accountLabel: null,
      profile: { name: "Sweep", handle: null, avatarUrl: null },
      tokenExpiresAt: new Date(Date.now() + expiresInMs),
    });
    return owner.brandId;
  };
  const spent = (refreshToken: string) => [...x.requests, ...linkedin.requests].filter((request) => request.form?.get("refresh_token") === refreshToken).length;
  const row = (brandId: string, platform: string) => db().platformConnection.findFirstOrThrow({ where: { brandId, platform } });

  it("looks ahead two sweep periods beyond each platform's window: X's 5 minutes become 65", () => {
    expect(RENEW_CONNECTIONS_EVERY_MINUTES).toBe(30);
    expect(renewalHorizonMs("x_twitter")).toBe(65 * MINUTE);
    expect(renewalHorizonMs("tiktok")).toBe(70 * MINUTE);
  });

  it("renews an X token expiring in 30 minutes (outside its window, before the next sweep), leaves one expiring in 3 hours", async () => {
    const soon = await connect("x_twitter", 30 * MINUTE, { access_token: "soon" }, "r-soon");
    const later = await connect("x_twitter", 180 * MINUTE, { access_token: "later" }, "r-later");
    const before = { soon: await row(soon, "x_twitter"), later: await row(later, "x_twitter") };

    expect(await renewExpiringConnections({ brandIds: [soon, later] })).toEqual({ renewed: 1, reconnect: 0, failed: 0 });
    expect([spent("r-soon"), spent("r-later")]).toEqual([1, 0]);
    const renewed = await row(soon, "x_twitter");
    expect(renewed.credentialsVersion).toBe(before.soon.credentialsVersion + 1);
    expect(renewed.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 110 * MINUTE);
    expect(await row(later, "x_twitter")).toMatchObject({ credentialsVersion: before.later.credentialsVersion, tokenExpiresAt: before.later.tokenExpiresAt });
  });

  it("renews once when two sweeps run at once, and not again while the new token is outside the look-ahead", async () => {
    const brandId = await connect("x_twitter", 20 * MINUTE, { access_token: "twice" }, "r-twice");
    const version = (await row(brandId, "x_twitter")).credentialsVersion;
    await Promise.all([renewExpiringConnections({ brandIds: [brandId] }), renewExpiringConnections({ brandIds: [brandId] })]);
    expect((await row(brandId, "x_twitter")).credentialsVersion).toBe(version + 1);
    expect(await renewExpiringConnections({ brandIds: [brandId] })).toEqual({ renewed: 0, reconnect: 0, failed: 0 });
    expect(spent("r-twice")).toBe(1);
  });

  it("marks an expired Instagram token, which nothing can renew, reconnect_required", async () => {
    const brandId = await connect("instagram", -MINUTE, { ig_user_id: "17841400000000001", access_token: "gone" });
    expect(await renewExpiringConnections({ brandIds: [brandId] })).toEqual({ renewed: 0, reconnect: 1, failed: 0 });
    expect(await row(brandId, "instagram")).toMatchObject({ status: "reconnect_required", statusReason: expect.stringContaining("offers no way to renew it") });
  });

  it("uses a LinkedIn refresh token once more before it lapses, though the access token has weeks left; then not again", async () => {
    const lapsing = await connect("linkedin", 30 * DAY, { author_urn: "urn:li:person:a", access_token: "old" }, "r-lapsing", 20 * MINUTE);
    const lasting = await connect("linkedin", 30 * DAY, { author_urn: "urn:li:person:b", access_token: "old" }, "r-lasting", 10 * DAY);
    // Both were signed in long ago and not renewed since.
    await db().platformConnection.updateMany({ where: { brandId: { in: [lapsing, lasting] } }, data: { refreshedAt: new Date(Date.now() - 300 * DAY) } });

    expect(await renewExpiringConnections({ brandIds: [lapsing, lasting] })).toEqual({ renewed: 1, reconnect: 0, failed: 0 });
    expect([spent("r-lapsing"), spent("r-lasting")]).toEqual([1, 0]);
    expect((await row(lapsing, "linkedin")).tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * DAY);

    // Its lapse did not move, but it was renewed inside the look-ahead: no second renewal.
    expect(await renewExpiringConnections({ brandIds: [lapsing, lasting] })).toEqual({ renewed: 0, reconnect: 0, failed: 0 });
    expect(spent("li-r")).toBe(0);
  });
});
