import { afterAll, beforeAll, expect, it } from "vitest";
import * as completeRoute from "@/app/api/v1/media/uploads/[id]/complete/route";
import * as uploadRoute from "@/app/api/v1/media/uploads/[id]/route";
import * as uploadsRoute from "@/app/api/v1/media/uploads/route";
import { dbPool } from "@/lib/db/pool";
import { setUploadChunkBytesForTests } from "@/lib/media/uploads/upload-limits";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";
import { testVideo } from "@/lib/testing/test-videos";

// An upload session is one event when it starts and one when it completes or is aborted, however
// many chunks it took (lib/api/audit-actions.ts, `notRecorded`): a 1 GB video is 120 chunks of
// 8 MiB, which would bury the trail's other events. Each names the session (the media has its id).

const CHUNK = 16 * 1024;

describeDb("upload sessions in the audit trail", () => {
  let video: Uint8Array;
  beforeAll(async () => {
    setUploadChunkBytesForTests(CHUNK);
    video = await testVideo({ seconds: 2, width: 320, height: 240 });
  }, 120_000);
  afterAll(() => setUploadChunkBytesForTests(undefined));

  it("start, several chunks and complete record start and complete; start, a chunk and abort record start and abort; no chunk is recorded", async () => {
    const owner = await createTestUser({ plan: "business" });
    const key = await createTestApiKey(owner.id, { scopes: ["post", "read"], rpm: 10_000 });
    expect(video.byteLength).toBeGreaterThan(3 * CHUNK);
    const start = async (fileName: string) => {
      const started = await callRoute(uploadsRoute.POST, "POST", "/api/v1/media/uploads", { headers: key.bearer, body: { file_name: fileName, bytes: video.byteLength } });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      return started.body.data.upload.id as string;
    };
    const put = async (id: string, from: number) => {
      const to = Math.min(video.byteLength, from + CHUNK);
      const answer = await callRoute(uploadRoute.PUT, "PUT", `/api/v1/media/uploads/${id}`, {
        headers: { ...key.bearer, "content-type": "application/octet-stream", "content-range": `bytes ${from}-${to - 1}/${video.byteLength}` },
        body: video.slice(from, to),
        params: { id },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    const kept = await start("kept.mp4");
    let chunks = 0;
    for (let from = 0; from < video.byteLength; from += CHUNK, chunks++) await put(kept, from);
    const done = await callRoute(completeRoute.POST, "POST", `/api/v1/media/uploads/${kept}/complete`, { headers: key.bearer, params: { id: kept } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const dropped = await start("dropped.mp4");
    await put(dropped, 0);
    expect((await callRoute(uploadRoute.DELETE, "DELETE", `/api/v1/media/uploads/${dropped}`, { headers: key.bearer, params: { id: dropped } })).status).toBe(200);

    expect(chunks).toBeGreaterThan(3);
    const { rows } = await dbPool().query("SELECT action, resource_type, resource_id FROM audit_events WHERE workspace_id = $1 ORDER BY occurred_at, id", [await personalWorkspaceId(owner.id)]);
    expect(rows.map((row) => [row.action, row.resource_type, row.resource_id])).toEqual([
      ["media.upload_start", "upload", kept],
      ["media.upload_complete", "media", kept],
      ["media.upload_start", "upload", dropped],
      ["media.upload_abort", "upload", dropped],
    ]);
    // A limit that only catches a hang: ffprobe and ffmpeg (the cover) run on a machine that may be shared.
  }, 180_000);
});
