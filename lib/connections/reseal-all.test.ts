import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { loadConnectionCredentials } from "@/lib/connections/load-connection-credentials";
import { parseKeyRing } from "@/lib/env/parse-key-ring";
import { resealAll } from "@/lib/connections/reseal-all";
import { connectionAad, open } from "@/lib/sealing/seal";
import { upsertConnection } from "@/lib/connections/upsert-connection";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createTestUser, describeDb } from "@/lib/testing";
import { testCaller } from "@/lib/testing/test-caller";

// Ids unique per run: the test database is shared with other suites and earlier runs.
const A = `a${randomBytes(4).toString("hex")}:${randomBytes(32).toString("base64")}`;
const B = `b${randomBytes(4).toString("hex")}:${randomBytes(32).toString("base64")}`;
const idOf = (entry: string) => entry.split(":")[0];

function useKeys(value: string) {
  vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", value);
  forgetServerEnv();
}

describeDb("key rotation: resealAll", () => {
  let caller: Caller;
  let brand: string;

  beforeAll(async () => {
    const user = await createTestUser();
    caller = await testCaller(user.id, { scopes: ["admin"] });
    brand = (await db().brand.create({ data: { userId: user.id, name: "R", website: "https://r.example" } })).id;
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });

  it("seal with A; with B added first, old rows still open and new ones use B; resealAll moves A's rows to B", async () => {
    useKeys(A);
    await upsertConnection(caller, brand, { platform: "x_twitter", credentials: { access_token: "x-secret" } });
    await upsertConnection(caller, brand, { platform: "bluesky", credentials: { handle: "r.bsky.social", app_password: "bsky-secret" } });
    const keyIds = async () =>
      Object.fromEntries((await db().platformConnection.findMany({ where: { brandId: brand } })).map((row) => [row.platform, row.keyId]));
    expect(await keyIds()).toEqual({ x_twitter: idOf(A), bluesky: idOf(A) });

    // Rotation step 1: the new key first, the old one still there.
    useKeys(`${B},${A}`);
    expect(await loadConnectionCredentials(caller.userId, brand, "x_twitter")).toEqual({ access_token: "x-secret" });
    await upsertConnection(caller, brand, { platform: "tiktok", credentials: { access_token: "tt-secret" } });
    expect(await keyIds()).toEqual({ x_twitter: idOf(A), bluesky: idOf(A), tiktok: idOf(B) });
    const updatedBefore = (await db().platformConnection.findFirstOrThrow({ where: { brandId: brand, platform: "bluesky" } })).updatedAt;

    // Step 2: reseal. Rows of other suites sealed with keys not in this ring are reported, not touched.
    const report = await resealAll({ batchSize: 1 });
    expect(report.resealed).toBeGreaterThanOrEqual(2);
    expect(report.failed.filter((failure) => failure.keyId === idOf(A))).toEqual([]);
    expect(await keyIds()).toEqual({ x_twitter: idOf(B), bluesky: idOf(B), tiktok: idOf(B) });
    const bluesky = await db().platformConnection.findFirstOrThrow({ where: { brandId: brand, platform: "bluesky" } });
    expect(bluesky.updatedAt).toEqual(updatedBefore);

    // Step 3: A can go; everything opens with B alone, and A no longer opens anything.
    useKeys(B);
    expect(await loadConnectionCredentials(caller.userId, brand, "bluesky")).toEqual({ handle: "r.bsky.social", app_password: "bsky-secret" });
    expect(await loadConnectionCredentials(caller.userId, brand, "x_twitter")).toEqual({ access_token: "x-secret" });
    expect(() => open(bluesky.sealedCredentials, idOf(B), connectionAad(brand, "bluesky"), parseKeyRing(A.replace(idOf(A), idOf(B)))!)).toThrow();
    expect((await resealAll()).resealed).toBe(0); // nothing left under an older key that this ring opens
  });

  it("a row moved to another brand or platform does not open, and resealAll reports it instead of stopping", async () => {
    useKeys(B);
    const row = await db().platformConnection.findFirstOrThrow({ where: { brandId: brand, platform: "x_twitter" } });
    // Copy x_twitter's sealed blob into the tiktok row: same user, same key, wrong AAD.
    await db().platformConnection.updateMany({ where: { brandId: brand, platform: "tiktok" }, data: { sealedCredentials: row.sealedCredentials } });
    await expect(loadConnectionCredentials(caller.userId, brand, "tiktok")).rejects.toThrow(/do not open/);

    const tiktok = await db().platformConnection.findFirstOrThrow({ where: { brandId: brand, platform: "tiktok" } });
    await db().platformConnection.updateMany({ where: { id: tiktok.id }, data: { keyId: "gone" } });
    const report = await resealAll();
    expect(report.failed).toContainEqual({ id: tiktok.id, keyId: "gone", reason: expect.stringContaining('"gone"') });
  });
});
