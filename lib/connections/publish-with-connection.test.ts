import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { openSecrets, sealSecrets } from "@/lib/connections/connection-secrets";
import { freshCredentials } from "@/lib/connections/fresh-credentials";
import { writeConnection } from "@/lib/connections/write-connection";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { attemptDelivery } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { type Loopback, type Reply, startLoopback } from "@/lib/testing/loopback-server";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { duePosts, publishingBrand } from "@/lib/testing/publishing-fixtures";

// The pipeline's credentials (lib/connections/fresh-credentials.ts, publish-with-connection.ts)
// live against a loopback X: its API (POST /2/tweets) and its token endpoint (POST
// /2/oauth2/token, HTTP Basic client authentication, RFC 6749 form bodies).

const KEYS = testKeyRing();
const created: Reply = { status: 201, json: { data: { id: "1790000000000000077", text: "t" } } };
const unauthorized: Reply = { status: 401, json: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } };
const renewed = (n: number): Reply => ({ status: 200, json: { token_type: "bearer", expires_in: 7200, access_token: `access-${n}`, refresh_token: `refresh-${n}`, scope: "tweet.write users.read offline.access" } });
const BASIC = `Basic ${Buffer.from("x-client:x-secret").toString("base64")}`;

describeDb("publishing with fresh credentials", () => {
  let owner: { userId: string; workspaceId: string; brandId: string };
  let x: Loopback | undefined;
  beforeAll(async () => {
    owner = await publishingBrand("Fresh");
  });
  beforeEach(() => useEnv({ CONNECTIONS_ENCRYPTION_KEYS: KEYS, PUBLISH_MODE: "live", X_CLIENT_ID: "x-client", X_CLIENT_SECRET: "x-secret" }));
  afterEach(async () => {
    await x?.close();
    x = undefined;
    resetEnv();
  });
  afterAll(resetEnv);

  /** The brand's X connection, and X answering with `script`. */
  async function connectX(script: Record<string, Reply | Reply[]>, connection: { authMethod?: "oauth" | "manual"; expiresInMs?: number | null; refreshToken?: string } = {}) {
    x = await startLoopback(script);
    useEnv({ X_API_BASE_URL: x.baseUrl });
    const { authMethod = "oauth", expiresInMs = 3_600_000, refreshToken = "refresh-0" } = connection;
    await writeConnection({
      ...owner,
      platform: "x_twitter",
      secrets: { credentials: { access_token: "access-0" }, oauth: authMethod === "oauth" ? { refresh_token: refreshToken } : {} },
      authMethod,
      accountLabel: "@fresh",
      profile: authMethod === "oauth" ? { name: "Fresh", handle: "@fresh", avatarUrl: null } : null,
      tokenExpiresAt: expiresInMs === null ? null : new Date(Date.now() + expiresInMs),
    });
  }
  async function claimedPost(): Promise<JobPost> {
    const [{ jobId }] = await duePosts(owner, 1, { platforms: ["x_twitter"] });
    const [post] = await takeScheduledPosts([(await claimJob(jobId, "fresh-test"))!]);
    return post;
  }
  const row = () => db().platformConnection.findFirstOrThrow({ where: { brandId: owner.brandId, platform: "x_twitter" } });
  const stored = async () => openSecrets(await row(), owner.brandId, "x_twitter");
  const calls = () => x!.requests.map((request) => `${request.method} ${request.path} ${request.headers.authorization ?? ""}`.trim());
  const delivery = (post: JobPost) => db().delivery.findFirstOrThrow({ where: { jobId: post.jobId } });

  it("a 401 renews the token once and sends again with the new one; the rotated refresh token is kept", async () => {
    await connectX({ "POST /2/tweets": [unauthorized, created], "POST /2/oauth2/token": renewed(1) });
    const version = (await row()).credentialsVersion;
    const post = await claimedPost();
    expect(await attemptDelivery(post, "x_twitter")).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(calls()).toEqual(["POST /2/tweets Bearer access-0", `POST /2/oauth2/token ${BASIC}`, "POST /2/tweets Bearer access-1"]);
    const token = x!.requests[1];
    expect(token.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(token.form!)).toEqual({ grant_type: "refresh_token", refresh_token: "refresh-0" });
    expect(await stored()).toEqual({ credentials: { access_token: "access-1" }, oauth: { refresh_token: "refresh-1", scope: "tweet.write users.read offline.access" } });
    expect(await row()).toMatchObject({ status: "active", credentialsVersion: version + 1 });
    expect(await delivery(post)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("a token refused again after renewing leaves the connection reconnect_required and fails the delivery readably", async () => {
    await connectX({ "POST /2/tweets": unauthorized, "POST /2/oauth2/token": renewed(1) });
    const post = await claimedPost();
    const outcome = await attemptDelivery(post, "x_twitter");
    expect(outcome).toMatchObject({ status: "failed", error: "The X account needs to be reconnected: Unauthorized" });
    expect(calls()).toHaveLength(3);
    expect(await row()).toMatchObject({ status: "reconnect_required", statusReason: expect.stringContaining("Reconnect the X account in Settings.") });
    // The next delivery does not even try.
    const next = await claimedPost();
    expect(await attemptDelivery(next, "x_twitter")).toMatchObject({ status: "failed", error: expect.stringContaining("Reconnect the X account") });
    expect(calls()).toHaveLength(3);
  });

  it("a pasted token that X refuses cannot be renewed: reconnect_required at once, without a token request", async () => {
    await connectX({ "POST /2/tweets": unauthorized }, { authMethod: "manual", expiresInMs: null });
    const post = await claimedPost();
    expect(await attemptDelivery(post, "x_twitter")).toMatchObject({ status: "failed" });
    expect(calls()).toEqual(["POST /2/tweets Bearer access-0"]);
    expect(await row()).toMatchObject({ status: "reconnect_required" });
  });

  it("a token about to expire is renewed before the post is sent", async () => {
    await connectX({ "POST /2/tweets": created, "POST /2/oauth2/token": renewed(5) }, { expiresInMs: 60_000 });
    expect(await attemptDelivery(await claimedPost(), "x_twitter")).toMatchObject({ status: "succeeded" });
    expect(calls()).toEqual([`POST /2/oauth2/token ${BASIC}`, "POST /2/tweets Bearer access-5"]);
    expect((await row()).tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 7_000_000);
  });

  it("a renewal X cannot answer now: a still-valid token is used; an expired one makes the delivery retryable, nothing sent", async () => {
    const busy: Reply = { status: 503, json: { title: "Service Unavailable" } };
    await connectX({ "POST /2/tweets": created, "POST /2/oauth2/token": busy }, { expiresInMs: 60_000 });
    const version = (await row()).credentialsVersion;
    expect(await attemptDelivery(await claimedPost(), "x_twitter")).toMatchObject({ status: "succeeded" });
    expect(calls()).toEqual([`POST /2/oauth2/token ${BASIC}`, "POST /2/tweets Bearer access-0"]);
    expect(await row()).toMatchObject({ status: "active", refreshingUntil: null, credentialsVersion: version });

    await dbPool().query("UPDATE platform_connections SET token_expires_at = now() - interval '1 second' WHERE id = $1", [(await row()).id]);
    const post = await claimedPost();
    const outcome = await attemptDelivery(post, "x_twitter");
    expect(outcome).toMatchObject({ status: "retryable", error: expect.stringContaining("Could not renew the X token") });
    expect(calls().filter((call) => call.startsWith("POST /2/tweets"))).toHaveLength(1);
    expect(await delivery(post)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await row()).toMatchObject({ status: "active" });
  });

  it("a refresh token X refuses (invalid_grant) makes the connection reconnect_required; nothing is sent", async () => {
    await connectX({ "POST /2/tweets": created, "POST /2/oauth2/token": { status: 400, json: { error: "invalid_grant", error_description: "Value passed for the token was invalid." } } }, { expiresInMs: -1000 });
    const outcome = await attemptDelivery(await claimedPost(), "x_twitter");
    expect(outcome).toMatchObject({ status: "failed", error: expect.stringContaining("invalid_grant: Value passed for the token was invalid") });
    expect(calls()).toEqual([`POST /2/oauth2/token ${BASIC}`]);
    expect(await row()).toMatchObject({ status: "reconnect_required" });
  });

  it("the app's own credentials refused (invalid_client) fail the delivery for an administrator, and do not mark the connection", async () => {
    await connectX({ "POST /2/oauth2/token": { status: 401, json: { error: "invalid_client", error_description: "Missing valid authorization header" } } }, { expiresInMs: -1000 });
    const outcome = await attemptDelivery(await claimedPost(), "x_twitter");
    expect(outcome).toMatchObject({ status: "failed", error: expect.stringContaining("refused this app's credentials") });
    expect(await row()).toMatchObject({ status: "active", refreshingUntil: null });
  });

  it("another process renewing the same connection: this one waits for the credentials it stores instead of spending the refresh token", async () => {
    await connectX({ "POST /2/oauth2/token": renewed(9) }, { expiresInMs: -1000 });
    const { id, credentialsVersion } = await row();
    // As if another server held the renewal.
    await dbPool().query("UPDATE platform_connections SET refreshing_until = now() + interval '30 seconds', refreshing_by = 'other-process' WHERE id = $1", [id]);
    const waiting = freshCredentials({ ...owner, platform: "x_twitter" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const theirs = sealSecrets({ credentials: { access_token: "access-from-other" }, oauth: { refresh_token: "refresh-from-other" } }, owner.brandId, "x_twitter");
    await dbPool().query(
      `UPDATE platform_connections SET sealed_credentials = $2, key_id = $3, credentials_version = credentials_version + 1, token_expires_at = now() + interval '2 hours',
              refreshing_until = NULL, refreshing_by = NULL WHERE id = $1`,
      [id, theirs.sealed, theirs.keyId],
    );
    expect(await waiting).toEqual({ credentials: { access_token: "access-from-other" }, version: credentialsVersion + 1 });
    expect(calls()).toEqual([]);
  });

  it("a renewal whose holder died is taken over once its hold runs out", async () => {
    await connectX({ "POST /2/oauth2/token": renewed(3) }, { expiresInMs: -1000 });
    const { id, credentialsVersion } = await row();
    await dbPool().query("UPDATE platform_connections SET refreshing_until = now() + interval '400 milliseconds', refreshing_by = 'dead-process' WHERE id = $1", [id]);
    expect(await freshCredentials({ ...owner, platform: "x_twitter" })).toEqual({ credentials: { access_token: "access-3" }, version: credentialsVersion + 1 });
    expect(calls()).toEqual([`POST /2/oauth2/token ${BASIC}`]);
  });
});
