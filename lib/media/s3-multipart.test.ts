import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3MediaStore } from "@/lib/media/s3-media-store";
import { S3_MIN_PART_BYTES } from "@/lib/testing/s3-multipart-rules";
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from "@/lib/testing/s3-test-server";

// Compared by digest: a deep equality of megabytes, element by element, takes minutes.
const sha256 = (bytes: Uint8Array | null) => (bytes ? createHash("sha256").update(bytes).digest("hex") : null);
const streamed = async (stream: ReadableStream<Uint8Array> | null) => (stream ? new Uint8Array(await new Response(stream).arrayBuffer()) : null);

describe("S3MediaStore resumable uploads against s3rver (multipart: create, parts, complete, abort)", () => {
  let server: S3TestServer;
  let store: S3MediaStore;

  beforeAll(async () => {
    server = await startS3TestServer();
    store = new S3MediaStore({ endpoint: server.endpoint, bucket: server.bucket, region: "us-east-1", ...S3_TEST_CREDENTIALS, publicBaseUrl: "https://cdn.example/media" });
  });
  afterAll(() => server.close());

  it("joins a 5 MiB part and a short last one into the exact bytes, moved to its key with its type; streams a range", async () => {
    const bytes = new Uint8Array(randomBytes(S3_MIN_PART_BYTES + 1234));
    const upload = await store.startUpload("u1/s1.upload");
    expect(upload.uploadId).toBeTruthy();
    const first = await store.writePart(upload, 1, 0, bytes.subarray(0, S3_MIN_PART_BYTES));
    const second = await store.writePart(upload, 2, S3_MIN_PART_BYTES, bytes.subarray(S3_MIN_PART_BYTES));
    await store.finishUpload(upload, [first, second]);
    expect(sha256(await store.read("u1/s1.upload"))).toBe(sha256(bytes));

    await store.move("u1/s1.upload", "u1/s1.mp4", "video/mp4");
    expect(await store.read("u1/s1.upload")).toBeNull();
    const direct = await fetch(`${server.endpoint}/${server.bucket}/u1/s1.mp4`, { method: "HEAD" });
    expect(direct.headers.get("content-type")).toBe("video/mp4");
    expect(direct.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(sha256(await streamed(await store.readStream("u1/s1.mp4", 5_000_000, 5_300_000)))).toBe(sha256(bytes.subarray(5_000_000, 5_300_000)));
    expect(await store.readStream("u1/missing.mp4", 0, 10)).toBeNull();
  });

  // s3rver does not check Signature Version 4 (it takes any), so only the URL's form and the
  // ranged read are checked here; lib/media/presign-s3-get.test.ts checks the signature itself.
  it("a presigned URL reads the object by range without credentials", async () => {
    const bytes = new Uint8Array(randomBytes(4000));
    await store.put("u1/p/signed file.mp4", bytes, "video/mp4");
    const url = await store.probeLocation("u1/p/signed file.mp4");
    const ranged = await fetch(url, { headers: { range: "bytes=100-199" } });
    expect(ranged.status).toBe(206);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    expect(new URL(url).pathname).toBe(`/${server.bucket}/u1/p/signed%20file.mp4`);
    expect([...new URL(url).searchParams.keys()]).toEqual(["X-Amz-Algorithm", "X-Amz-Credential", "X-Amz-Date", "X-Amz-Expires", "X-Amz-SignedHeaders", "X-Amz-Signature"]);
  });

  it("refuses to join a part other than the last under 5 MiB (EntityTooSmall), as S3 does", async () => {
    const upload = await store.startUpload("u1/small.upload");
    const parts = [await store.writePart(upload, 1, 0, new Uint8Array(1000)), await store.writePart(upload, 2, 1000, new Uint8Array(10))];
    await expect(store.finishUpload(upload, parts)).rejects.toMatchObject({ name: "EntityTooSmall" });
    await store.abortUpload(upload);
  });

  it("an aborted upload takes no more parts (NoSuchUpload), leaves no object, and aborting again is not an error", async () => {
    const upload = await store.startUpload("u1/aborted.upload");
    await store.writePart(upload, 1, 0, new Uint8Array(100));
    await store.abortUpload(upload);
    await expect(store.writePart(upload, 2, 100, new Uint8Array(100))).rejects.toMatchObject({ name: "NoSuchUpload" });
    expect(await store.read("u1/aborted.upload")).toBeNull();
    await expect(store.abortUpload(upload)).resolves.toBeUndefined();
  });
});
