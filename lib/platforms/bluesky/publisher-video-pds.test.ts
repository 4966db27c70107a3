import { AtpAgent } from "@atproto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blueskyVideoEmbed } from "@/lib/platforms/bluesky/video-embed";
import type { PublishVideo } from "@/lib/platforms/publisher-kit/types";
import { describeDb, onPglite } from "@/lib/testing";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { type PdsAccount, type ReferencePds, startReferencePds } from "@/lib/testing/reference-pds";
import { testVideo } from "@/lib/testing/test-videos";
import type { VideoFacts } from "@/lib/video/video-facts";

// A post's video to Bluesky against the REAL reference PDS (lib/testing/reference-pds.ts): the
// video a real ffmpeg-made file stored as an upload, delivered through the local runner's path
// (attemptDelivery), streamed to com.atproto.repo.uploadBlob from the media store, and embedded as
// app.bsky.embed.video. The record and the blob are read back from the PDS. PostgreSQL only, as
// the other PDS tests: it proves the publisher, not the database.

const describePds = onPglite ? describe.skip : describeDb;

const facts = (overrides: Partial<Omit<VideoFacts, "bytes">> = {}): Omit<VideoFacts, "bytes"> => ({
  container: "mp4", mimeType: "video/mp4", videoCodec: "h264", audioCodec: "aac", durationMs: 2000, width: 360, height: 640, frameRate: 30, bitRate: 400_000, ...overrides,
});

describePds("Bluesky video against the reference PDS", () => {
  let pds: ReferencePds;
  let account: PdsAccount;

  beforeAll(async () => {
    pds = await startReferencePds();
    account = await pds.createAccount(`reel${Date.now().toString(36)}.test`);
  }, 180_000);

  afterAll(async () => {
    await pds?.stop();
  });

  const deliver = (text: string, video: { bytes: Uint8Array; facts: Omit<VideoFacts, "bytes">; altText?: string | null }) =>
    deliverThroughRunner("bluesky", pds.url, { text, video, credentials: { handle: account.handle, app_password: account.appPassword }, policy: { maxAttempts: 2 } });

  it("uploads the video as a blob and embeds it (app.bsky.embed.video) with its aspect ratio and alt text, and no link card", async () => {
    // Portrait: the aspect ratio must come from the facts, not a default.
    const bytes = await testVideo({ seconds: 2, width: 360, height: 640 });
    const { outcome, delivery } = await deliver("Behind the counter https://bistro.example/reel", { bytes, facts: facts(), altText: "A barista pouring latte art" });
    expect(outcome).toEqual({ platform: "bluesky", status: "succeeded" });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1 });

    const record = (await pds.getRecord(delivery.platformPostId!)).value;
    expect(record.embed).toMatchObject({
      $type: "app.bsky.embed.video",
      alt: "A barista pouring latte art",
      aspectRatio: { width: 360, height: 640 },
      video: { $type: "blob", mimeType: "video/mp4", size: bytes.byteLength },
    });
    const blob = await pds.getBlob(account.did, record.embed.video.ref.$link);
    expect(blob.contentType).toBe("video/mp4");
    expect(blob.bytes).toEqual(new Uint8Array(bytes));
  }, 120_000);

  it("leaves alt out when the video has none", async () => {
    const bytes = await testVideo({ seconds: 1, width: 320, height: 240, audio: false });
    const { delivery } = await deliver("Quiet morning", { bytes, facts: facts({ width: 320, height: 240, audioCodec: null, durationMs: 1000 }) });
    expect(delivery.status).toBe("succeeded");
    const record = (await pds.getRecord(delivery.platformPostId!)).value;
    expect(record.embed.aspectRatio).toEqual({ width: 320, height: 240 });
    expect(record.embed.alt).toBeUndefined();
    expect(record.embed.video.size).toBe(bytes.byteLength);
  }, 120_000);

  it("refuses a WebM for good before uploading: the embed's blob must be video/mp4", async () => {
    const webm = await testVideo({ seconds: 1, width: 160, height: 120, codec: "vp9" });
    const { delivery } = await deliver("Loop", { bytes: webm, facts: facts({ container: "webm", mimeType: "video/webm", videoCodec: "vp9", audioCodec: "opus" }) });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, platformPostId: null, error: "Bluesky embeds an MP4 video only (app.bsky.embed.video), not video/webm." });
  }, 120_000);

  it("streams the file to uploadBlob a read at a time, in order, never the whole file at once", async () => {
    const bytes = await testVideo({ seconds: 2, width: 320, height: 240 });
    const reads: Array<[number, number]> = [];
    const video: PublishVideo = {
      url: "https://media.example/v.mp4", mimeType: "video/mp4", bytes: bytes.byteLength, durationMs: 2000, width: 320, height: 240, frameRate: 30, videoCodec: "h264", audioCodec: "aac", coverUrl: null, altText: "Test pattern",
      readRange: async (start, end) => {
        reads.push([start, end]);
        return bytes.subarray(start, end);
      },
    };
    const agent = new AtpAgent({ service: pds.url });
    await agent.login({ identifier: account.handle, password: account.appPassword });
    const READ = 8 * 1024;
    const embed = await blueskyVideoEmbed(agent, video, (send) => send().then(() => undefined), READ);
    expect(reads.length).toBeGreaterThan(3);
    expect(reads).toEqual(Array.from({ length: Math.ceil(bytes.byteLength / READ) }, (_, i) => [i * READ, Math.min(bytes.byteLength, (i + 1) * READ)]));
    const { uri } = await agent.post({ text: "Streamed", embed, createdAt: new Date().toISOString() });
    const record = (await pds.getRecord(uri)).value;
    expect(record.embed).toMatchObject({ $type: "app.bsky.embed.video", alt: "Test pattern", video: { mimeType: "video/mp4", size: bytes.byteLength } });
    expect((await pds.getBlob(account.did, record.embed.video.ref.$link)).bytes).toEqual(new Uint8Array(bytes));
  }, 120_000);
});
