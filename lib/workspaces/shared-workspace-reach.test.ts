import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listReconnectRequired } from "@/lib/connections/list-reconnect-required";
import { readConnectionState } from "@/lib/connections/connection-state";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { LocalMediaStore } from "@/lib/media/local-media-store";
import { mediaKey } from "@/lib/media/media-store";
import { createBrand } from "@/lib/brands/create-brand";
import { createPost } from "@/lib/posts/create-post";
import { schedulePost } from "@/lib/posts/schedule-post";
import { imageForPublishing } from "@/lib/publishing/image-for-publishing";
import { uploadMedia } from "@/lib/media/upload-media";
import { createTestUser, describeDb } from "@/lib/testing";
import { createSharedWorkspace } from "@/lib/testing/shared-workspace";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testCaller } from "@/lib/testing/test-caller";
import { testImage } from "@/lib/testing/test-images";
import { deleteUser, SoleOwnerError } from "@/lib/users/delete-user";
import { createWebhookEndpoint } from "@/lib/webhooks/webhook-endpoints";

// What the members of a shared workspace share whoever made it (docs/teams.md, step 4): uploads,
// connections, webhook endpoints; and what stays with the team when a member's account goes.

const users = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await createTestUser({ plan: "business" })).id));
const brandOf = async (caller: Parameters<typeof createBrand>[0]) => (await createBrand(caller, { name: "Team brand", website: "https://team.example" })).id;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describeDb("a shared workspace's members share what any of them made", () => {
  it("an upload by one member is the workspace's: another member's post uses it, a stranger's does not", async () => {
    const [a, b, stranger] = await users(3);
    const { workspaceId, callers: [uploader, writer] } = await createSharedWorkspace([{ userId: a, role: "editor" }, { userId: b, role: "editor" }]);
    const media = await uploadMedia(uploader, { file: new File([new Uint8Array(await testImage(40, 20))], "x.png") });
    const brand = await brandOf(writer);
    // Validation knows the upload's facts (an X post with an image it has inspected is accepted).
    const post = await createPost(writer, { content: "With the team's picture", platforms: ["x_twitter"], brand_id: brand, image_url: media.url }, "api");
    expect(post.imageUrl).toBe(media.url);
    expect((await imageForPublishing(workspaceId, media.url))?.width).toBe(40);
    expect(await imageForPublishing((await testCaller(stranger)).workspaceId, media.url)).toBeNull();
  });

  it("a webhook endpoint of the workspace hears every member's posts; a member's personal endpoint hears none of them", async () => {
    const [admin, editor] = await users(2);
    const { callers: [adminCaller, editorCaller] } = await createSharedWorkspace([{ userId: admin, role: "admin" }, { userId: editor, role: "editor" }]);
    const team = await createWebhookEndpoint(adminCaller, { url: "https://hooks.team.example/in", events: ["post.scheduled"] });
    const personal = await createWebhookEndpoint(await testCaller(editor), { url: "https://hooks.me.example/in", events: ["post.scheduled"] });
    const post = await createPost(editorCaller, { content: "Team news", platforms: ["bluesky"], brand_id: await brandOf(editorCaller) }, "api");
    await schedulePost(editorCaller, { post_id: post.id, scheduled_at: inAnHour() });
    const deliveries = async (endpointId: string) =>
      (await dbPool().query<{ post_id: string; user_id: string }>(
        `SELECT e.payload->'data'->'post'->>'id' AS post_id, e.user_id FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE d.endpoint_id = $1`,
        [endpointId],
      )).rows;
    expect(await deliveries(team.webhook.id)).toEqual([{ post_id: post.id, user_id: editor }]);
    expect(await deliveries(personal.webhook.id)).toEqual([]);
  });

  it("a connection made by one member publishes and is reported for every member who may reach its brand", async () => {
    const [admin, editor, viewer] = await users(3);
    const { workspaceId, callers: [adminCaller, editorCaller, viewerCaller] } = await createSharedWorkspace([
      { userId: admin, role: "admin" }, { userId: editor, role: "editor" }, { userId: viewer, role: "viewer" },
    ]);
    const brand = await brandOf(adminCaller);
    const other = await brandOf(adminCaller);
    await dbPool().query(
      `INSERT INTO platform_connections (id, user_id, workspace_id, brand_id, platform, account_label, sealed_credentials, key_id, auth_method, status, status_reason, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'x_twitter', 'Team X', 'sealed', 'k1', 'token', 'reconnect_required', 'X refused the token', now(), now())`,
      [admin, workspaceId, brand],
    );
    expect((await readConnectionState({ brandId: brand, platform: "x_twitter" }))?.status).toBe("reconnect_required");
    expect((await listReconnectRequired(editorCaller)).map((c) => c.brandId)).toEqual([brand]);
    expect(await listReconnectRequired({ ...viewerCaller, brandIds: [other] })).toEqual([]);
    expect(await listReconnectRequired(await testCaller(editor))).toEqual([]);
  });
});

describeDb("deleting a member's account keeps the team's work", () => {
  let root: string;
  let store: LocalMediaStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "brandcast-team-media-"));
    store = new LocalMediaStore(root, "http://localhost/media");
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("the member's brands, posts and uploads there stay, given to an owner; their keys and personal workspace go", async () => {
    const [owner, member] = await users(2);
    const { workspaceId, callers: [, memberCaller] } = await createSharedWorkspace([{ userId: owner, role: "owner" }, { userId: member, role: "editor" }]);
    const brand = await brandOf(memberCaller);
    const post = await createPost(memberCaller, { content: "Made by the member", platforms: ["bluesky"], brand_id: brand }, "api");
    const sharedFile = mediaKey(member, crypto.randomUUID(), "png");
    const personalFile = mediaKey(member, crypto.randomUUID(), "png");
    for (const key of [sharedFile, personalFile]) await store.put(key, new Uint8Array([1, 2, 3]));
    await db().media.create({ data: { id: sharedFile.split("/")[1].split(".")[0], userId: member, workspaceId, storageKey: sharedFile, mimeType: "image/png", bytes: 3, width: 1, height: 1 } });
    await db().media.create({ data: { id: personalFile.split("/")[1].split(".")[0], userId: member, storageKey: personalFile, mimeType: "image/png", bytes: 3, width: 1, height: 1 } });
    const key = await createTestApiKey(member);
    await dbPool().query("UPDATE api_keys SET workspace_id = $1 WHERE id = $2", [workspaceId, key.id]);

    expect(await deleteUser(member, store)).toEqual({ deleted: true, filesRemoved: 1, workspacesKept: 1 });

    expect(await db().brand.findUnique({ where: { id: brand }, select: { userId: true, workspaceId: true } })).toEqual({ userId: owner, workspaceId });
    expect((await db().post.findUnique({ where: { id: post.id }, select: { userId: true } }))?.userId).toBe(owner);
    expect([...(await store.read(sharedFile)) ?? []]).toEqual([1, 2, 3]);
    expect(await store.read(personalFile)).toBeNull();
    expect(await db().media.count({ where: { storageKey: personalFile } })).toBe(0);
    expect(await db().apiKey.count({ where: { id: key.id } })).toBe(0);
    expect(await db().workspaceMember.count({ where: { workspaceId } })).toBe(1);
  });

  it("the only owner of a team with other members cannot be deleted (nothing changes); a team of one goes with its member", async () => {
    const [owner, member, loner] = await users(3);
    const { workspaceId } = await createSharedWorkspace([{ userId: owner, role: "owner" }, { userId: member, role: "admin" }], "Orphan risk");
    await expect(deleteUser(owner, store)).rejects.toThrow(SoleOwnerError);
    await expect(deleteUser(owner, store)).rejects.toThrow(/only owner of a workspace with other members \(Orphan risk\)/);
    expect(await db().user.count({ where: { id: owner } })).toBe(1);
    expect(await db().workspaceMember.count({ where: { workspaceId } })).toBe(2);

    const alone = await createSharedWorkspace([{ userId: loner, role: "owner" }], "Solo");
    expect((await deleteUser(loner, store)).workspacesKept).toBe(0);
    expect(await db().workspace.count({ where: { id: alone.workspaceId } })).toBe(0);
  });
});
