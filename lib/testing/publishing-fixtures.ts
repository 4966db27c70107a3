import { randomBytes } from "node:crypto";
import { saveTestConnection } from "@/lib/testing/save-test-connection";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createTestUser } from "@/lib/testing/test-user";
import { personalWorkspaceId, testCaller } from "@/lib/testing/test-caller";

// Test support for the publishing runners: a brand with a connected X account whose API is a
// loopback server, and posts with a job that is already due.

const LIVE_ENV = ["PUBLISH_MODE", "X_API_BASE_URL", "BLUESKY_SERVICE_URL", "CONNECTIONS_ENCRYPTION_KEYS"] as const;

/** A user (business plan) with one brand, in the user's personal workspace. */
export async function publishingBrand(name = "Runner") {
  const userId = (await createTestUser({ plan: "business" })).id;
  const brandId = (await db().brand.create({ data: { userId, name, website: "https://runner.example" } })).id;
  return { userId, workspaceId: await personalWorkspaceId(userId), brandId };
}

/** Live publishing with X's API at `xBaseUrl` and an X account connected to the brand. */
export async function goLiveWithX(owner: { userId: string; brandId: string }, xBaseUrl: string, accessToken = "user-token-123") {
  process.env.PUBLISH_MODE = "live";
  process.env.X_API_BASE_URL = xBaseUrl;
  process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
  forgetServerEnv();
  const caller = await testCaller(owner.userId);
  await saveTestConnection(caller, owner.brandId, { platform: "x_twitter", credentials: { access_token: accessToken } });
}

/** Live publishing with Bluesky's PDS at `serviceUrl` and this handle and app password connected to the brand. */
export async function goLiveWithBluesky(owner: { userId: string; brandId: string }, serviceUrl: string, credentials: { handle: string; app_password: string }) {
  process.env.PUBLISH_MODE = "live";
  process.env.BLUESKY_SERVICE_URL = serviceUrl;
  process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
  forgetServerEnv();
  const caller = await testCaller(owner.userId);
  await saveTestConnection(caller, owner.brandId, { platform: "bluesky", credentials });
}

/** Back to the default (sandbox) environment: for an afterEach. */
export function leaveLive(): void {
  for (const name of LIVE_ENV) delete process.env[name];
  forgetServerEnv();
}

/** Scheduled posts with a pending job due `runAt` (a second ago unless given). */
export async function duePosts(
  owner: { userId: string; brandId: string | null },
  count: number,
  options: { platforms?: string[]; runAt?: Date } = {},
) {
  const { platforms = ["x_twitter", "linkedin"], runAt = new Date(Date.now() - 1000) } = options;
  const created: Array<{ postId: string; jobId: string }> = [];
  for (let i = 0; i < count; i++) {
    const post = await db().post.create({
      data: { userId: owner.userId, brandId: owner.brandId, content: `Due post ${i}`, platforms, source: "api", status: "scheduled", scheduledAt: runAt },
    });
    const job = await db().publishJob.create({ data: { postId: post.id, runAt } });
    created.push({ postId: post.id, jobId: job.id });
  }
  return created;
}
