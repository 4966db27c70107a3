import sharp from "sharp";
import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import * as completeRoute from "@/app/api/v1/media/uploads/[id]/complete/route";
import * as uploadRoute from "@/app/api/v1/media/uploads/[id]/route";
import * as uploadsRoute from "@/app/api/v1/media/uploads/route";
import * as mediaFileRoute from "@/app/media/[file]/route";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { LOCAL_MEDIA_ROOT, mediaStore } from "@/lib/media/media-store-for-env";
import { setUploadChunkBytesForTests } from "@/lib/media/uploads/upload-limits";
import { sweepUploadSessions } from "@/lib/media/uploads/sweep-upload-sessions";
import { createTestUser, describeDb, makeRequest, routeParams } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testImage } from "@/lib/testing/test-images";
import { testVideo } from "@/lib/testing/test-videos";
import { startS3TestServer, type S3TestServer } from "@/lib/testing/s3-test-server";
import { useS3MediaStore } from "@/lib/testing/s3-media-env";

type Key = Awaited<ReturnType<typeof createTestApiKey>>;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const start = (key: Key, body: unknown) => callRoute(uploadsRoute.POST, "POST", "/api/v1/media/uploads", { headers: key.bearer, body });
const progress = (key: Key, id: string) => callRoute(uploadRoute.GET, "GET", `/api/v1/media/uploads/${id}`, { headers: key.bearer, params: { id } });
const complete = (key: Key, id: string) => callRoute(completeRoute.POST, "POST", `/api/v1/media/uploads/${id}/complete`, { headers: key.bearer, params: { id } });
const abort = (key: Key, id: string) => callRoute(uploadRoute.DELETE, "DELETE", `/api/v1/media/uploads/${id}`, { headers: key.bearer, params: { id } });
const putChunk = (key: Key, id: string, file: Uint8Array, from: number, to: number) =>
  callRoute(uploadRoute.PUT, "PUT", `/api/v1/media/uploads/${id}`, {
    headers: { ...key.bearer, "content-type": "application/octet-stream", "content-range": `bytes ${from}-${to - 1}/${file.byteLength}` },
    body: file.slice(from, to),
    params: { id },
  });

/** Sends the whole file from `received` on, chunk by chunk, as a client does; returns the last answer. */
async function sendFrom(key: Key, id: string, file: Uint8Array, chunkBytes: number, received = 0) {
  let answer;
  for (let from = received; from < file.byteLength; from += chunkBytes) {
    answer = await putChunk(key, id, file, from, Math.min(file.byteLength, from + chunkBytes));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return answer!;
}

const exists = (file: string) => stat(file).then(() => true, () => false);
const spoolOf = (userId: string, id: string) => path.join(LOCAL_MEDIA_ROOT, userId, `${id}.upload`);

/** A file route request with an optional Range header, read whole. */
async function served(url: string, range?: string) {
  const file = new URL(url).pathname.split("/").pop()!;
  const response = await mediaFileRoute.GET(makeRequest("GET", url, { headers: range ? { range } : {} }), routeParams({ file }));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

// Small chunks on the local store so that a video of a few hundred kilobytes crosses several.
const CHUNK = 16 * 1024;

describeDb("resumable media uploads (local store)", () => {
  let owner: { id: string };
  let poster: Key;
  let stranger: Key;
  let video: Uint8Array;

  beforeAll(async () => {
    setUploadChunkBytesForTests(CHUNK);
    owner = await createTestUser({ plan: "business" });
    poster = await createTestApiKey(owner.id, { scopes: ["post", "read"], rpm: 10_000 });
    stranger = await createTestApiKey((await createTestUser({ plan: "business" })).id, { scopes: ["admin"], rpm: 10_000 });
    video = await testVideo({ seconds: 3, width: 640, height: 360, fps: 25 });
  }, 120_000);
  afterAll(() => setUploadChunkBytesForTests(undefined));

  it("a video in several chunks completes into a media row with ffprobe's facts; the file route serves it whole and by Range", async () => {
    expect(video.byteLength).toBeGreaterThan(3 * CHUNK);
    const started = await start(poster, { file_name: "launch.mp4", bytes: video.byteLength, alt_text: "The launch" });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { upload } = started.body.data;
    expect(upload).toMatchObject({ status: "open", bytes: video.byteLength, received_bytes: 0, chunk_bytes: CHUNK, upload_url: `http://localhost:3000/api/v1/media/uploads/${upload.id}` });
    expect(Date.parse(upload.expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const last = await sendFrom(poster, upload.id, video, CHUNK);
    expect(last.body.data.upload.received_bytes).toBe(video.byteLength);
    const done = await complete(poster, upload.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const { media } = done.body.data;
    expect(media).toMatchObject({ id: upload.id, kind: "video", mime_type: "video/mp4", container: "mp4", video_codec: "h264", audio_codec: "aac", width: 640, height: 360, frame_rate: 25, bytes: video.byteLength, alt_text: "The launch" });
    expect(media.duration_ms).toBeGreaterThanOrEqual(2900);
    expect(media.duration_ms).toBeLessThanOrEqual(3200);
    expect(media.url).toBe(`http://localhost:3000/media/${upload.id}.mp4`);
    const row = await db().media.findUniqueOrThrow({ where: { id: upload.id } });
    expect(row).toMatchObject({ kind: "video", workspaceId: expect.any(String), contentSha256: sha256(video), storageKey: `${owner.id}/${upload.id}.mp4` });
    expect(await exists(spoolOf(owner.id, upload.id))).toBe(false);
    expect((await progress(poster, upload.id)).body.data.upload.status).toBe("completed");
    // A retried completion answers the same media.
    expect((await complete(poster, upload.id)).body.data.media.id).toBe(upload.id);

    const whole = await served(media.url);
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.response.headers.get("content-length")).toBe(String(video.byteLength));
    expect(sha256(whole.bytes)).toBe(sha256(video));
    const middle = await served(media.url, "bytes=1000-50999");
    expect(middle.response.status).toBe(206);
    expect(middle.response.headers.get("content-range")).toBe(`bytes 1000-50999/${video.byteLength}`);
    expect(middle.response.headers.get("content-length")).toBe("50000");
    expect(sha256(middle.bytes)).toBe(sha256(video.subarray(1000, 51000)));
    const tail = await served(media.url, "bytes=-100");
    expect(sha256(tail.bytes)).toBe(sha256(video.subarray(video.byteLength - 100)));
    const open = await served(media.url, `bytes=${video.byteLength - 10}-`);
    expect(open.bytes.byteLength).toBe(10);
    const past = await served(media.url, `bytes=${video.byteLength}-`);
    expect(past.response.status).toBe(416);
    expect(past.response.headers.get("content-range")).toBe(`bytes */${video.byteLength}`);

    // Its cover frame: a JPEG of the video's shape, served beside it; another name is not served.
    expect(media.cover_url).toBe(`http://localhost:3000/media/${upload.id}-cover.jpg`);
    const cover = await served(media.cover_url);
    expect(cover.response.status).toBe(200);
    expect(cover.response.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(cover.bytes).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 360 });
    expect((await served(`http://localhost:3000/media/${upload.id}-cover.png`)).response.status).toBe(404);
  });

  it("a chunk cut mid-way keeps nothing of it: the upload resumes from the reported offset and ends with identical bytes", async () => {
    const { upload } = (await start(poster, { file_name: "cut.mp4", bytes: video.byteLength })).body.data;
    expect((await putChunk(poster, upload.id, video, 0, CHUNK)).status).toBe(200);
    expect((await putChunk(poster, upload.id, video, CHUNK, 2 * CHUNK)).status).toBe(200);

    // The third chunk's connection dies after half of it.
    const half = video.slice(2 * CHUNK, 2 * CHUNK + CHUNK / 2);
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(half);
        else controller.error(new Error("connection reset"));
      },
    });
    const request = new Request(`http://localhost:3000/api/v1/media/uploads/${upload.id}`, {
      method: "PUT",
      headers: { ...poster.bearer, "content-range": `bytes ${2 * CHUNK}-${3 * CHUNK - 1}/${video.byteLength}` },
      body,
      duplex: "half",
    } as RequestInit);
    const cut = await uploadRoute.PUT(request, routeParams({ id: upload.id }));
    expect(cut.status).toBe(400);
    expect((await cut.json()).error.message).toContain(`cut after ${CHUNK / 2} of its ${CHUNK} bytes`);

    const after = await progress(poster, upload.id);
    expect(after.body.data.upload.received_bytes).toBe(2 * CHUNK);
    expect((await stat(spoolOf(owner.id, upload.id))).size).toBe(2 * CHUNK);
    await sendFrom(poster, upload.id, video, CHUNK, after.body.data.upload.received_bytes);
    const done = await complete(poster, upload.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(sha256((await served(done.body.data.media.url)).bytes)).toBe(sha256(video));
  });

  it("a chunk at the wrong offset is 409 upload_conflict naming the offset to resume from; a bad Content-Range or chunk size is 400; completing early is 409", async () => {
    const { upload } = (await start(poster, { file_name: "offset.mov", bytes: video.byteLength })).body.data;
    expect((await putChunk(poster, upload.id, video, 0, CHUNK)).status).toBe(200);
    const skipped = await putChunk(poster, upload.id, video, 2 * CHUNK, 3 * CHUNK);
    expect(skipped.status).toBe(409);
    expect(skipped.body.error.code).toBe("upload_conflict");
    expect(skipped.body.error.message).toContain(`resume from byte ${CHUNK}`);
    expect(skipped.body.error.details).toEqual([{ field: "Content-Range", limit: CHUNK, actual: 2 * CHUNK }]);
    const again = await putChunk(poster, upload.id, video, 0, CHUNK);
    expect(again.status).toBe(409);

    const noRange = await callRoute(uploadRoute.PUT, "PUT", `/api/v1/media/uploads/${upload.id}`, { headers: poster.bearer, body: video.slice(CHUNK, 2 * CHUNK), params: { id: upload.id } });
    expect(noRange.status).toBe(400);
    expect(noRange.body.error.message).toMatch(/^Content-Range: required/);
    const short = await putChunk(poster, upload.id, video, CHUNK, CHUNK + 1000);
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain(`a chunk has ${CHUNK} bytes (chunk_bytes)`);
    const early = await complete(poster, upload.id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain(`${CHUNK} of its ${video.byteLength} bytes received`);
  });

  it.each([
    ["a PNG named .mp4", "image.mp4", async () => testImage(64, 64, "png"), /named as a video, but/],
    ["random bytes named .mp4", "noise.mp4", async () => Uint8Array.from({ length: 150_000 }, (_, i) => (i * 7919) % 251), /named as a video, but not a readable video/],
    ["a video named .png", "clip.png", async () => testVideo({ seconds: 1 }), /named as an image, but/],
  ])("%s is 400 naming the file and the problem; its bytes removed, no media row", async (_name, fileName, make, problem) => {
    const file = await make();
    const { upload } = (await start(poster, { file_name: fileName, bytes: file.byteLength })).body.data;
    await sendFrom(poster, upload.id, file, CHUNK);
    const refused = await complete(poster, upload.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(`file ${fileName}:`);
    expect(refused.body.error.message).toMatch(problem);
    expect(await db().media.findUnique({ where: { id: upload.id } })).toBeNull();
    expect(await exists(spoolOf(owner.id, upload.id))).toBe(false);
    expect((await progress(poster, upload.id)).body.data.upload.status).toBe("aborted");
  });

  it("a truncated MP4 (its index first, its data cut off) is 400 truncated; nothing stored", async () => {
    const truncated = video.slice(0, Math.floor(video.byteLength * 0.6));
    const { upload } = (await start(poster, { file_name: "truncated.mp4", bytes: truncated.byteLength })).body.data;
    await sendFrom(poster, upload.id, truncated, CHUNK);
    const refused = await complete(poster, upload.id);
    expect(refused.status).toBe(400);
    // The probe finds the picture ends early (lib/video/probe-video.ts); the box walk would say the same.
    expect(refused.body.error.message).toMatch(/^file truncated\.mp4: .*(truncated|incomplete)/);
    expect(await db().media.findUnique({ where: { id: upload.id } })).toBeNull();
    expect(await exists(spoolOf(owner.id, upload.id))).toBe(false);
  });

  it("start refuses a name of no accepted kind, more than 2 GB, and an image over 8 MB, naming the field", async () => {
    expect((await start(poster, { file_name: "notes.txt", bytes: 10 })).body.error.message).toMatch(/^file_name: "notes.txt" names no accepted file/);
    expect((await start(poster, { file_name: "big.mp4", bytes: 2_000_000_001 })).body.error.message).toContain("bytes: must be at most 2000000000 bytes (2 GB)");
    const image = await start(poster, { file_name: "big.png", bytes: 9_000_000 });
    expect(image.status).toBe(400);
    expect(image.body.error.details[0]).toMatchObject({ field: "bytes", limit: 8 * 1024 * 1024 });
  });

  it("another workspace cannot read, write, complete or abort the session (404, as unknown)", async () => {
    const { upload } = (await start(poster, { file_name: "mine.mp4", bytes: video.byteLength })).body.data;
    expect((await progress(stranger, upload.id)).status).toBe(404);
    expect((await putChunk(stranger, upload.id, video, 0, CHUNK)).status).toBe(404);
    expect((await complete(stranger, upload.id)).status).toBe(404);
    expect((await abort(stranger, upload.id)).status).toBe(404);
    expect((await progress(poster, upload.id)).body.data.upload).toMatchObject({ status: "open", received_bytes: 0 });
  });

  it("abort removes the spool file and takes no more chunks; the sweep removes an expired session's spool and only that", async () => {
    const { upload } = (await start(poster, { file_name: "dropped.webm", bytes: video.byteLength })).body.data;
    await putChunk(poster, upload.id, video, 0, CHUNK);
    expect(await exists(spoolOf(owner.id, upload.id))).toBe(true);
    const aborted = await abort(poster, upload.id);
    expect(aborted.status).toBe(200);
    expect(aborted.body.data.upload.status).toBe("aborted");
    expect(await exists(spoolOf(owner.id, upload.id))).toBe(false);
    expect((await putChunk(poster, upload.id, video, CHUNK, 2 * CHUNK)).status).toBe(409);

    const expired = (await start(poster, { file_name: "abandoned.mp4", bytes: video.byteLength })).body.data.upload;
    const fresh = (await start(poster, { file_name: "fresh.mp4", bytes: video.byteLength })).body.data.upload;
    for (const id of [expired.id, fresh.id]) await putChunk(poster, id, video, 0, CHUNK);
    await db().uploadSession.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    expect((await putChunk(poster, expired.id, video, CHUNK, 2 * CHUNK)).body.error.message).toContain("expired");
    expect(await sweepUploadSessions()).toBeGreaterThanOrEqual(1);
    expect((await progress(poster, expired.id)).body.data.upload.status).toBe("aborted");
    expect(await exists(spoolOf(owner.id, expired.id))).toBe(false);
    expect((await progress(poster, fresh.id)).body.data.upload).toMatchObject({ status: "open", received_bytes: CHUNK });
    expect(await exists(spoolOf(owner.id, fresh.id))).toBe(true);
  });
});

describeDb("resumable media uploads in an S3-compatible store (s3rver on loopback)", () => {
  let server: S3TestServer;
  let poster: Key;
  let userId: string;

  beforeAll(async () => {
    server = await startS3TestServer();
    useS3MediaStore(server);
    userId = (await createTestUser({ plan: "business" })).id;
    poster = await createTestApiKey(userId, { scopes: ["post", "read"], rpm: 10_000 });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    forgetServerEnv();
    await server.close();
  });

  it("a WebM video goes up as a multipart upload, is probed through a presigned URL and moved to its key with its type; abort frees the parts", async () => {
    const webm = await testVideo({ codec: "vp9", seconds: 2, audio: false });
    const { upload } = (await start(poster, { file_name: "clip.webm", bytes: webm.byteLength })).body.data;
    expect(upload.chunk_bytes).toBe(8 * 1024 * 1024);
    const row = await db().uploadSession.findUniqueOrThrow({ where: { id: upload.id } });
    expect(row.storeUploadId).toBeTruthy();
    await sendFrom(poster, upload.id, webm, upload.chunk_bytes);
    const done = await complete(poster, upload.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.media).toMatchObject({ kind: "video", container: "webm", mime_type: "video/webm", video_codec: "vp9", audio_codec: null, url: `${server.endpoint}/${server.bucket}/${userId}/${upload.id}.webm` });
    const object = await fetch(done.body.data.media.url);
    expect(object.headers.get("content-type")).toBe("video/webm");
    expect(sha256(new Uint8Array(await object.arrayBuffer()))).toBe(sha256(webm));
    expect(await mediaStore().read(`${userId}/${upload.id}.upload`)).toBeNull();

    const dropped = (await start(poster, { file_name: "dropped.mp4", bytes: webm.byteLength })).body.data.upload;
    await putChunk(poster, dropped.id, webm, 0, webm.byteLength);
    const session = await db().uploadSession.findUniqueOrThrow({ where: { id: dropped.id } });
    expect((await abort(poster, dropped.id)).body.data.upload.status).toBe("aborted");
    // The multipart upload is gone: S3 (and s3rver here) refuses a part for it.
    await expect(mediaStore().writePart({ key: session.stagingKey, uploadId: session.storeUploadId }, 1, 0, new Uint8Array(1))).rejects.toMatchObject({ name: "NoSuchUpload" });
  });
});
