import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { endpointName, type Endpoint } from "@/lib/api/endpoint";
import { API_V1_ENDPOINTS } from "@/lib/api/endpoints";
import { apiKeyEndpoints } from "@/lib/api/endpoints/api-keys";
import { ROLES, roleAllows, type Role } from "@/lib/auth/roles";
import { hasScope, SCOPES, type Scope } from "@/lib/auth/scopes";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { createTestUser, describeDb, uniqueEmail } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { routeHandlerOf } from "@/lib/testing/route-module";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";
import { testImage, uploadForm } from "@/lib/testing/test-images";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";

// The cases come from the declarations (lib/api/endpoints): every endpoint that needs a scope is
// called with a key of each scope, through its real route handler. Only a valid request per
// endpoint is written here, so that a key holding the scope gets a 2xx, not merely "no 403".

type Sample = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> };
/** One account's rows in one workspace: what the samples act on. */
type Fixture = { userId: string; workspaceId: string; brandId: string; postId: string };

const VOICE = {
  personality_traits: ["bold"],
  tone_attributes: { formality: 0.5, energy: 0.5, warmth: 0.5 },
  language_patterns: { vocabulary_level: "moderate", sentence_structure: "varied", signature_phrases: [] },
  content_themes: [],
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const newPost = async (fx: Fixture, status: "draft" | "scheduled") =>
  (await db().post.create({
    data: { userId: fx.userId, workspaceId: fx.workspaceId, brandId: fx.brandId, content: "c", platforms: ["facebook"], source: "api", status, scheduledAt: status === "scheduled" ? new Date(tomorrow()) : null },
  })).id;

// Webhook samples point at a loopback receiver (test allowance), so a test event stays on this machine.
let receiver: WebhookReceiver;
const newWebhook = async (fx: Fixture) =>
  (await db().webhookEndpoint.create({ data: { userId: fx.userId, workspaceId: fx.workspaceId, url: receiver.url, events: ["post.published"], secret: "whsec_c2FtcGxl" } })).id;

// A media row needs no stored file for GET and PATCH, which read only the row.
const newMedia = async (fx: Fixture) =>
  (await db().media.create({ data: { userId: fx.userId, workspaceId: fx.workspaceId, storageKey: `${fx.userId}/m.png`, mimeType: "image/png", bytes: 1, width: 1, height: 1 } })).id;

// An HEVC video X refuses and a conversion fixes: a transcode job only queues (no worker runs here).
const newVideo = async (fx: Fixture) =>
  (await db().media.create({ data: { userId: fx.userId, workspaceId: fx.workspaceId, storageKey: `${fx.userId}/v.mp4`, mimeType: "video/mp4", bytes: 100_000, width: 640, height: 360, kind: "video", container: "mp4", videoCodec: "hevc", audioCodec: "aac", durationMs: 5000, frameRate: 30, bitRate: BigInt(1_000_000) } })).id;
const newTranscode = async (fx: Fixture) =>
  (await db().transcodeJob.create({ data: { userId: fx.userId, workspaceId: fx.workspaceId, sourceMediaId: await newVideo(fx), platforms: ["x_twitter"] } })).id;

// An image stored for real: a cover made from it reads its bytes.
const newCoverImage = async (fx: Fixture) => {
  const storageKey = `${fx.userId}/${randomUUID()}.png`;
  await mediaStore().put(storageKey, await testImage(8, 8), "image/png");
  return (await db().media.create({ data: { userId: fx.userId, workspaceId: fx.workspaceId, storageKey, mimeType: "image/png", bytes: 1, width: 8, height: 8 } })).id;
};

/** An upload session (open, or `completed` into the media `mediaId`, which is then its id). */
const newUpload = async (fx: Fixture, mediaId?: string) => {
  const staged = await mediaStore().startUpload(`${fx.userId}/${randomUUID()}.upload`);
  return (await db().uploadSession.create({
    data: { ...(mediaId ? { id: mediaId, status: "completed" } : {}), userId: fx.userId, workspaceId: fx.workspaceId, fileName: "v.mp4", totalBytes: 10, chunkBytes: 8 * 1024 * 1024, stagingKey: staged.key, storeUploadId: staged.uploadId, expiresAt: new Date(Date.now() + 3_600_000) },
  })).id;
};

/** A draft waiting for approval, asked for by the fixture's account (so that its keys may withdraw it). */
const newPendingPost = async (fx: Fixture) => {
  const postId = await newPost(fx, "draft");
  await dbPool().query(
    "INSERT INTO post_approvals (post_id, workspace_id, state, content_hash, requested_by_user_id) VALUES ($1, $2, 'pending', repeat('a', 64), $3)",
    [postId, fx.workspaceId, fx.userId],
  );
  return postId;
};

/** A viewer added to the fixture's workspace. */
const newMember = async (fx: Fixture) => {
  const userId = (await createTestUser()).id;
  await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'viewer')", [fx.workspaceId, userId]);
  return userId;
};
/** A pending invitation to the fixture's workspace (its token is never needed here). */
const newInvitation = async (fx: Fixture) =>
  (
    await dbPool().query<{ id: string }>(
      "INSERT INTO workspace_invitations (workspace_id, email, role, token_hash, expires_at) VALUES ($1, $2, 'viewer', $3, now() + interval '1 day') RETURNING id",
      [fx.workspaceId, uniqueEmail("invitee"), randomBytes(32).toString("hex")],
    )
  ).rows[0].id;

/** A brand with a voice (GET voice and generation answer 200 rather than 404) and a draft, in `workspaceId`. */
async function fixtureIn(userId: string, workspaceId: string): Promise<Fixture> {
  const brandId = (await db().brand.create({ data: { userId, workspaceId, name: "M", website: "https://m.example" } })).id;
  await db().brandVoice.create({
    data: { brandId, personalityTraits: [], formality: 0.5, energy: 0.5, warmth: 0.5, vocabularyLevel: "moderate", sentenceStructure: "varied", signaturePhrases: [], contentThemes: [], confidenceScore: 1 },
  });
  return { userId, workspaceId, brandId, postId: await newPost({ userId, workspaceId, brandId, postId: "" }, "draft") };
}

const SAMPLES: Record<string, (fx: Fixture) => Promise<Sample> | Sample> = {
  "GET /api/v1/brands": () => ({}),
  "POST /api/v1/brands": () => ({ body: { name: "n", website: "https://n.example" } }),
  "GET /api/v1/brands/{id}": (fx) => ({ params: { id: fx.brandId } }),
  "PATCH /api/v1/brands/{id}": (fx) => ({ params: { id: fx.brandId }, body: { name: "M" } }),
  "GET /api/v1/brands/{id}/voice": (fx) => ({ params: { id: fx.brandId } }),
  "PUT /api/v1/brands/{id}/voice": (fx) => ({ params: { id: fx.brandId }, body: VOICE }),
  "POST /api/v1/brands/{id}/voice/extract": (fx) => ({ params: { id: fx.brandId }, body: { samples: ["Bold snacks. Crunch loud, every day!"], save: false } }),
  "POST /api/v1/content/generate": (fx) => ({ body: { brand_id: fx.brandId, platforms: ["facebook"], goal: "Launch the new flavour" } }),
  "POST /api/v1/posts": () => ({ body: { content: "c", platforms: ["facebook"] } }),
  "GET /api/v1/posts": () => ({ query: { limit: "5" } }),
  "GET /api/v1/posts/{id}": (fx) => ({ params: { id: fx.postId } }),
  "PATCH /api/v1/posts/{id}": (fx) => ({ params: { id: fx.postId }, body: { content: "edited" } }),
  "POST /api/v1/posts/schedule": async (fx) => ({ body: { post_id: await newPost(fx, "draft"), scheduled_at: tomorrow() } }),
  "DELETE /api/v1/posts/{id}/schedule": async (fx) => ({ params: { id: await newPost(fx, "scheduled") } }),
  "DELETE /api/v1/posts/{id}": async (fx) => ({ params: { id: await newPost(fx, "draft") } }),
  "POST /api/v1/posts/{id}/duplicate": (fx) => ({ params: { id: fx.postId } }),
  "GET /api/v1/posts/{id}/metrics": (fx) => ({ params: { id: fx.postId } }),
  "GET /api/v1/brands/{id}/queue": (fx) => ({ params: { id: fx.brandId } }),
  "PUT /api/v1/brands/{id}/queue": (fx) => ({ params: { id: fx.brandId }, body: { timezone: "Europe/Berlin", slots: [{ weekday: 1, time: "09:00" }, { weekday: 3, time: "09:00" }] } }),
  "GET /api/v1/brands/{id}/metric-thresholds": (fx) => ({ params: { id: fx.brandId } }),
  "PUT /api/v1/brands/{id}/metric-thresholds": (fx) => ({ params: { id: fx.brandId }, body: { thresholds: [{ metric: "views", threshold: 1000 }] } }),
  "POST /api/v1/posts/{id}/queue": async (fx) => {
    // Every minute of the week a slot, so that each key's request finds a free one.
    const slots = Array.from({ length: 7 }, (_, weekday) => Array.from({ length: 24 }, (_, hour) => ({ weekday, time: `${String(hour).padStart(2, "0")}:17` }))).flat();
    await db().brandQueue.upsert({ where: { brandId: fx.brandId }, create: { brandId: fx.brandId, timezone: "UTC", slots }, update: { timezone: "UTC", slots } });
    return { params: { id: await newPost(fx, "draft") } };
  },
  // Its scope depends on the action: each action is its own case below.
  "POST /api/v1/posts/bulk": async (fx) => ({ body: { action: "delete", post_ids: [await newPost(fx, "draft")] } }),
  "POST /api/v1/media": async () => ({ body: uploadForm(await testImage(8, 8)) }),
  "GET /api/v1/media/{id}": async (fx) => ({ params: { id: await newMedia(fx) } }),
  "PATCH /api/v1/media/{id}": async (fx) => ({ params: { id: await newMedia(fx) }, body: { alt_text: "a" } }),
  "POST /api/v1/media/uploads": () => ({ body: { file_name: "v.mp4", bytes: 10 } }),
  "GET /api/v1/media/uploads/{id}": async (fx) => ({ params: { id: await newUpload(fx) } }),
  // A whole 10-byte file in one chunk (the bytes are only judged on completion).
  "PUT /api/v1/media/uploads/{id}": async (fx) => ({ params: { id: await newUpload(fx) }, headers: { "content-range": "bytes 0-9/10" }, body: new Uint8Array(10) }),
  "DELETE /api/v1/media/uploads/{id}": async (fx) => ({ params: { id: await newUpload(fx) } }),
  // A completed session answers its media again: no file needs judging here.
  "POST /api/v1/media/{id}/transcode": async (fx) => ({ params: { id: await newVideo(fx) }, body: { platforms: ["x_twitter"] } }),
  "PUT /api/v1/media/{id}/cover": async (fx) => ({ params: { id: await newVideo(fx) }, body: { image_media_id: await newCoverImage(fx) } }),
  "GET /api/v1/media/transcodes/{id}": async (fx) => ({ params: { id: await newTranscode(fx) } }),
  "POST /api/v1/media/transcodes/{id}/cancel": async (fx) => ({ params: { id: await newTranscode(fx) } }),
  "POST /api/v1/media/uploads/{id}/complete": async (fx) => ({ params: { id: await newUpload(fx, await newMedia(fx)) } }),
  "GET /api/v1/usage": () => ({ query: { days: "7" } }),
  "GET /api/v1/api-keys": () => ({}),
  // Another key: revoking itself needs no scope (tested below).
  "DELETE /api/v1/api-keys": async (fx) => {
    const other = await createTestApiKey(fx.userId, { scopes: ["read"] });
    await db().apiKey.update({ where: { id: other.id }, data: { workspaceId: fx.workspaceId } });
    return { body: { key_id: other.id } };
  },
  "GET /api/v1/brands/{id}/connections": (fx) => ({ params: { id: fx.brandId } }),
  "GET /api/v1/connections/platforms": () => ({}),
  "POST /api/v1/brands/{id}/connections": (fx) => ({ params: { id: fx.brandId }, body: { platform: "x_twitter", credentials: { access_token: "t" } } }),
  "DELETE /api/v1/brands/{id}/connections/{platform}": async (fx) => {
    await db().platformConnection.deleteMany({ where: { brandId: fx.brandId, platform: "bluesky" } });
    await db().platformConnection.create({ data: { userId: fx.userId, workspaceId: fx.workspaceId, brandId: fx.brandId, platform: "bluesky", sealedCredentials: "x", keyId: "k" } });
    return { params: { id: fx.brandId, platform: "bluesky" } };
  },
  "POST /api/v1/webhooks": () => ({ body: { url: receiver.url } }),
  "GET /api/v1/webhooks": () => ({}),
  "PATCH /api/v1/webhooks/{id}": async (fx) => ({ params: { id: await newWebhook(fx) }, body: { events: ["post.failed"] } }),
  "DELETE /api/v1/webhooks/{id}": async (fx) => ({ params: { id: await newWebhook(fx) } }),
  "POST /api/v1/webhooks/{id}/test": async (fx) => ({ params: { id: await newWebhook(fx) } }),
  // Members and invitations: `{id}` is the workspace the key acts in; each change acts on a member or invitation made for it.
  "GET /api/v1/workspaces": () => ({}),
  "PATCH /api/v1/workspaces/{id}": (fx) => ({ params: { id: fx.workspaceId }, body: { name: "Renamed" } }),
  "GET /api/v1/workspaces/{id}/members": (fx) => ({ params: { id: fx.workspaceId } }),
  "PATCH /api/v1/workspaces/{id}/members/{user_id}": async (fx) => ({ params: { id: fx.workspaceId, user_id: await newMember(fx) }, body: { role: "editor" } }),
  "DELETE /api/v1/workspaces/{id}/members/{user_id}": async (fx) => ({ params: { id: fx.workspaceId, user_id: await newMember(fx) } }),
  "POST /api/v1/workspaces/{id}/invitations": (fx) => ({ params: { id: fx.workspaceId }, body: { email: uniqueEmail("invitee"), role: "editor" } }),
  "GET /api/v1/workspaces/{id}/invitations": (fx) => ({ params: { id: fx.workspaceId } }),
  "DELETE /api/v1/workspaces/{id}/invitations/{invitation_id}": async (fx) => ({ params: { id: fx.workspaceId, invitation_id: await newInvitation(fx) } }),
  "GET /api/v1/audit-events": () => ({ query: { limit: "5" } }),
  "GET /api/v1/notifications": () => ({ query: { limit: "5" } }),
  "POST /api/v1/notifications/read": () => ({ body: { all: true } }),
  "GET /api/v1/notifications/preferences": () => ({}),
  "PUT /api/v1/notifications/preferences": () => ({ body: { email: { approved: true } } }),
  "POST /api/v1/posts/{id}/approval": async (fx) => ({ params: { id: await newPost(fx, "draft") } }),
  "POST /api/v1/posts/{id}/approval/withdraw": async (fx) => ({ params: { id: await newPendingPost(fx) } }),
  "GET /api/v1/approvals": () => ({ query: { limit: "5" } }),
  "GET /api/v1/analytics": (fx) => ({ query: { brand_id: fx.brandId } }),
  "GET /api/v1/analytics/best-times": (fx) => ({ query: { brand_id: fx.brandId } }),
  "GET /api/v1/analytics/top-posts": (fx) => ({ query: { brand_id: fx.brandId, metric: "views" } }),
  // A new post each time: one refresh per post per 5 minutes.
  "POST /api/v1/posts/{id}/metrics/refresh": async (fx) => ({ params: { id: await newPost(fx, "draft") } }),
};

async function call(endpoint: Endpoint, sample: Sample, headers: HeadersInit) {
  const handler = await routeHandlerOf(endpoint);
  if (!handler) throw new Error(`no route handler for ${endpointName(endpoint)}`);
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => sample.params?.[name] ?? "");
  const url = `${path}${sample.query ? `?${new URLSearchParams(sample.query)}` : ""}`;
  return callRoute(handler, endpoint.method, url, { headers: { ...(headers as Record<string, string>), ...sample.headers }, params: sample.params, body: sample.body });
}

const requiredScope = (endpoint: Endpoint): Scope | null => ("scope" in endpoint.auth ? endpoint.auth.scope : null);
const scoped = API_V1_ENDPOINTS.filter((endpoint) => requiredScope(endpoint) !== null).map((endpoint) => [endpointName(endpoint), endpoint] as const);
/** Endpoints whose scope depends on a body field: one case per value, with a sample body of that value. */
const byField = API_V1_ENDPOINTS.flatMap((endpoint) =>
  endpoint.auth.kind === "scope_by_field" ? Object.entries(endpoint.auth.scopes).map(([value, scope]) => [`${endpointName(endpoint)} ${value}`, endpoint, value, scope] as const) : [],
);
const BY_FIELD_SAMPLES: Record<string, (fx: Fixture) => Promise<Sample>> = {
  "POST /api/v1/posts/bulk schedule": async (fx) => ({ body: { action: "schedule", post_ids: [await newPost(fx, "draft")], scheduled_at: tomorrow() } }),
  "POST /api/v1/posts/bulk unschedule": async (fx) => ({ body: { action: "unschedule", post_ids: [await newPost(fx, "scheduled")] } }),
  "POST /api/v1/posts/bulk delete": async (fx) => ({ body: { action: "delete", post_ids: [await newPost(fx, "draft")] } }),
};
const sessionOnly = API_V1_ENDPOINTS.filter((endpoint) => endpoint.auth.kind === "session").map((endpoint) => [endpointName(endpoint), endpoint] as const);

describeDb("scope matrix: every declared endpoint × every scope, and × every role (docs/teams.md)", () => {
  let fx: Fixture;
  /** Per role, that role's shared workspace with its own brand and post (another account than the scope keys', so that their writes, at most 10 webhooks, stay apart). */
  const roleFx = {} as Record<Role, Fixture>;
  const keys = {} as Record<Scope, Awaited<ReturnType<typeof createTestApiKey>>>;
  /** An `admin` key per role: its creator has that role in the key's workspace. */
  const roleKeys = {} as Record<Role, Awaited<ReturnType<typeof createTestApiKey>>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", `m${randomBytes(4).toString("hex")}:${randomBytes(32).toString("base64")}`);
    forgetServerEnv();
    const userId = (await createTestUser({ plan: "business" })).id;
    fx = await fixtureIn(userId, await personalWorkspaceId(userId));
    for (const scope of SCOPES) keys[scope] = await createTestApiKey(userId, { scopes: [scope], rpm: 10_000 });
    // A workspace shared with another user in each role, its brand and post, and a key of theirs made in it.
    const roleUser = (await createTestUser({ plan: "business" })).id;
    for (const role of ROLES) {
      const workspace = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ($1) RETURNING id", [`Team ${role}`])).rows[0].id;
      await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)", [workspace, roleUser, role]);
      roleFx[role] = await fixtureIn(roleUser, workspace);
      roleKeys[role] = await createTestApiKey(roleUser, { scopes: ["admin"], rpm: 10_000 });
      await dbPool().query("UPDATE api_keys SET workspace_id = $1 WHERE id = $2", [workspace, roleKeys[role].id]);
    }
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    forgetServerEnv();
    await receiver.close();
  });

  it("has a valid sample request for every declared endpoint that an API key may call", () => {
    const missing = API_V1_ENDPOINTS.filter((endpoint) => endpoint.auth.kind !== "session").map(endpointName).filter((name) => !(name in SAMPLES));
    expect(missing).toEqual([]);
    expect(scoped.length).toBeGreaterThanOrEqual(20);
  });

  it.each(scoped)("%s: a key without its scope gets 403 insufficient_scope naming it; a key with it gets through", async (name, endpoint) => {
    const needed = requiredScope(endpoint)!;
    for (const scope of SCOPES) {
      const res = await call(endpoint, await SAMPLES[name](fx), keys[scope].bearer);
      if (hasScope([scope], needed)) {
        expect(res.status, `${name} with "${scope}": ${JSON.stringify(res.body.error)}`).toBeLessThan(300);
      } else {
        expect(res.status, `${name} with "${scope}"`).toBe(403);
        expect(res.body.error.code).toBe("insufficient_scope");
        expect(res.body.error.message).toContain(`"${needed}"`);
      }
    }
  });

  it.each(byField)("%s: a key without the scope of this value gets 403 insufficient_scope naming it; a key with it gets through", async (name, endpoint, _value, needed) => {
    expect(BY_FIELD_SAMPLES[name], `a sample for ${name}`).toBeDefined();
    for (const scope of SCOPES) {
      const res = await call(endpoint, await BY_FIELD_SAMPLES[name](fx), keys[scope].bearer);
      if (hasScope([scope], needed)) {
        expect(res.status, `${name} with "${scope}": ${JSON.stringify(res.body.error)}`).toBeLessThan(300);
        expect(res.body.data.results[0].ok, `${name} with "${scope}": ${JSON.stringify(res.body.data)}`).toBe(true);
      } else {
        expect(res.status, `${name} with "${scope}"`).toBe(403);
        expect(res.body.error.code).toBe("insufficient_scope");
        expect(res.body.error.message).toContain(`"${needed}"`);
      }
    }
  });

  it.each(scoped)("%s: an admin key whose creator's role lacks its scope gets 403 naming the role; a role with it gets through", async (name, endpoint) => {
    const needed = requiredScope(endpoint)!;
    // What only owners do (`ownerOnly`) is refused to every other role, admins included.
    const ownerOnly = endpoint.auth.kind === "scope" && endpoint.auth.ownerOnly === true;
    for (const role of ROLES) {
      const res = await call(endpoint, await SAMPLES[name](roleFx[role]), roleKeys[role].bearer);
      if (roleAllows(role, needed) && (!ownerOnly || role === "owner")) {
        expect(res.status, `${name} as ${role}: ${JSON.stringify(res.body.error)}`).toBeLessThan(300);
      } else {
        expect(res.status, `${name} as ${role}`).toBe(403);
        expect(res.body.error.code).toBe("insufficient_scope");
        expect(res.body.error.message).toContain(`(${role})`);
        if (roleAllows(role, needed)) expect(res.body.error.message).toContain("only an owner may");
        else expect(res.body.error.message).toContain(`"${needed}"`);
      }
    }
  });

  it.each(byField)("%s: a role without the scope of this value gets 403 naming the role; a role with it gets through", async (name, endpoint, _value, needed) => {
    for (const role of ROLES) {
      const res = await call(endpoint, await BY_FIELD_SAMPLES[name](roleFx[role]), roleKeys[role].bearer);
      if (roleAllows(role, needed)) {
        expect(res.status, `${name} as ${role}: ${JSON.stringify(res.body.error)}`).toBeLessThan(300);
      } else {
        expect(res.status, `${name} as ${role}`).toBe(403);
        expect(res.body.error.message).toContain(`(${role})`);
      }
    }
  });

  it.each(sessionOnly)("%s: every API key, whatever its scope, gets 403 session_required", async (_name, endpoint) => {
    for (const scope of SCOPES) {
      // A read carries no body (a GET request cannot).
      const res = await call(endpoint, endpoint.method === "GET" ? {} : { body: { name: "k" } }, keys[scope].bearer);
      expect(res.status, scope).toBe(403);
      expect(res.body.error.code).toBe("session_required");
    }
  });

  it("DELETE /api-keys: a key of any scope may revoke itself", async () => {
    for (const scope of SCOPES) {
      const own = await createTestApiKey(fx.userId, { scopes: [scope] });
      const res = await call(apiKeyEndpoints.revoke, { body: { key_id: own.id } }, own.bearer);
      expect(res.status, `${scope} revoking itself`).toBe(200);
      expect(res.body.data).toEqual({ revoked: true, key_id: own.id });
    }
  });
});
