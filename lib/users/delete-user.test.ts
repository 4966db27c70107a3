import { randomUUID } from "node:crypto";
import { DeleteObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { LocalMediaStore } from "@/lib/media/local-media-store";
import { mediaKey, type MediaStore } from "@/lib/media/media-store";
import { S3MediaStore } from "@/lib/media/s3-media-store";
import { createTestUser, describeDb } from "@/lib/testing";
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from "@/lib/testing/s3-test-server";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testImage } from "@/lib/testing/test-images";
import { deleteUser } from "@/lib/users/delete-user";

let png: Uint8Array;
beforeAll(async () => {
  png = await testImage(8, 8);
});

/** A media row and its stored file, as POST /media leaves them. */
async function storedMedia(store: MediaStore, userId: string) {
  const id = randomUUID();
  const storageKey = mediaKey(userId, id, "png");
  await store.put(storageKey, png, "image/png");
  await db().media.create({ data: { id, userId, storageKey, mimeType: "image/png", bytes: png.byteLength, width: 8, height: 8 } });
  return storageKey;
}

/** A user with a brand, a post, an API key, two uploads and one file no row names (an upload whose row was never written). */
async function accountWithMedia(store: MediaStore) {
  const user = await createTestUser();
  const brand = await db().brand.create({ data: { userId: user.id, name: "Bakery", website: "https://bakery.example" } });
  await db().post.create({ data: { userId: user.id, brandId: brand.id, content: "Fresh bread", platforms: ["x_twitter"], source: "api" } });
  await createTestApiKey(user.id);
  const keys = [await storedMedia(store, user.id), await storedMedia(store, user.id)];
  const orphan = mediaKey(user.id, randomUUID(), "png");
  await store.put(orphan, png, "image/png");
  return { userId: user.id, keys: [...keys, orphan] };
}

async function expectAccountGone(userId: string) {
  expect(await db().user.count({ where: { id: userId } })).toBe(0);
  expect(await db().media.count({ where: { userId } })).toBe(0);
  expect(await db().post.count({ where: { userId } })).toBe(0);
  expect(await db().brand.count({ where: { userId } })).toBe(0);
  expect(await db().apiKey.count({ where: { userId } })).toBe(0);
  expect(await db().workspace.count({ where: { personalFor: userId } })).toBe(0);
}

/** The same cases against both stores: only the way of looking at the stored files differs. */
function deletionCases(name: string, setUp: () => Promise<{ store: MediaStore; exists: (key: string) => Promise<boolean>; remove: (key: string) => Promise<void> }>) {
  describeDb(`deleting a user removes their media files (${name})`, () => {
    let store: MediaStore;
    let exists: (key: string) => Promise<boolean>;
    let remove: (key: string) => Promise<void>;
    beforeAll(async () => {
      ({ store, exists, remove } = await setUp());
    });

    it("after the rows: the user's rows and every one of their files are gone, another user's rows and files untouched", async () => {
      const doomed = await accountWithMedia(store);
      const other = await accountWithMedia(store);
      const result = await deleteUser(doomed.userId, store);
      expect(result).toEqual({ deleted: true, filesRemoved: 3, workspacesKept: 0 });
      await expectAccountGone(doomed.userId);
      for (const key of doomed.keys) expect(await exists(key), key).toBe(false);
      expect(await db().media.count({ where: { userId: other.userId } })).toBe(2);
      expect(await db().post.count({ where: { userId: other.userId } })).toBe(1);
      for (const key of other.keys) expect(await exists(key), key).toBe(true);
    });

    it("a file already missing is no error, and running it again (the user gone) removes nothing more and fails nothing", async () => {
      const doomed = await accountWithMedia(store);
      await remove(doomed.keys[0]);
      expect(await deleteUser(doomed.userId, store)).toEqual({ deleted: true, filesRemoved: 2, workspacesKept: 0 });
      for (const key of doomed.keys) expect(await exists(key)).toBe(false);
      expect(await deleteUser(doomed.userId, store)).toEqual({ deleted: false, filesRemoved: 0, workspacesKept: 0 });
    });

    it("a user without any upload is deleted too", async () => {
      const user = await createTestUser();
      expect(await deleteUser(user.id, store)).toEqual({ deleted: true, filesRemoved: 0, workspacesKept: 0 });
      await expectAccountGone(user.id);
    });
  });
}

let root: string;
deletionCases("local disk", async () => {
  root = await mkdtemp(path.join(tmpdir(), "media-delete-"));
  const store = new LocalMediaStore(root, "https://app.example/media");
  const fileOf = (key: string) => path.join(root, key);
  return {
    store,
    exists: async (key) => (await readdir(path.dirname(fileOf(key))).catch(() => [] as string[])).includes(path.basename(key)),
    remove: (key) => rm(fileOf(key)),
  };
});

let s3: S3TestServer | undefined;
deletionCases("S3 (s3rver)", async () => {
  s3 = await startS3TestServer();
  const store = new S3MediaStore({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", ...S3_TEST_CREDENTIALS, publicBaseUrl: "https://cdn.example/media" });
  const objectUrl = (key: string) => `${s3!.endpoint}/${s3!.bucket}/${key}`;
  return {
    store,
    exists: async (key) => (await fetch(objectUrl(key))).status === 200,
    remove: async (key) => {
      const client = new S3Client({ endpoint: s3!.endpoint, region: "us-east-1", forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
      await client.send(new DeleteObjectCommand({ Bucket: s3!.bucket, Key: key }));
    },
  };
});

afterAll(async () => {
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describeDb("deleting a user when the file store fails", () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(() => server.close());

  it("the rows are already gone and the error surfaces; running it again with the store working removes the files", async () => {
    const options = { endpoint: server.endpoint, region: "us-east-1", ...S3_TEST_CREDENTIALS, publicBaseUrl: "https://cdn.example/media" };
    const store = new S3MediaStore({ ...options, bucket: server.bucket });
    const doomed = await accountWithMedia(store);
    const broken = new S3MediaStore({ ...options, bucket: "no-such-bucket" });
    await expect(deleteUser(doomed.userId, broken)).rejects.toThrow(/bucket/i);
    await expectAccountGone(doomed.userId);
    for (const key of doomed.keys) expect((await fetch(`${server.endpoint}/${server.bucket}/${key}`)).status).toBe(200);
    expect(await deleteUser(doomed.userId, store)).toEqual({ deleted: false, filesRemoved: 3, workspacesKept: 0 });
    for (const key of doomed.keys) expect((await fetch(`${server.endpoint}/${server.bucket}/${key}`)).status).toBe(404);
  });
});

describe("a user's files and nobody else's", () => {
  it("refuses an id that is not a UUID before touching any file: an empty, dotted or nested id could widen the deletion", async () => {
    const store = new LocalMediaStore(path.join(tmpdir(), "never-used"), "https://app.example/media");
    for (const id of ["", "..", "../x", "a/b", `${randomUUID()}/..`]) await expect(store.deleteUserFiles(id)).rejects.toThrow(/not a user id/);
  });
});
