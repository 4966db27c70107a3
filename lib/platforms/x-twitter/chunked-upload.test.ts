import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { defaultChunkBytes, segmentRanges, segmentsOf, X_MAX_SEGMENT_BYTES } from "@/lib/platforms/x-twitter/chunked-upload";
import { createXTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";
import { describeDb } from "@/lib/testing";
import { deliverThroughRunner, type DeliverOptions } from "@/lib/testing/publisher-harness";
import { startPlatformServer, type PlatformServer, type RecordedCall } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi, type XGifProcessing } from "@/lib/testing/platform-servers/x";
import { testAnimatedGif, testImage } from "@/lib/testing/test-images";

// The chunked upload against the stateful loopback X (lib/testing/platform-servers/x.ts), which
// refuses anything out of the documented order; segments are cut small here so a test GIF of a
// few KB still takes several.
const CHUNK = 2048;
const TOKEN = "user-token";

let gif: Uint8Array;
let server: PlatformServer | undefined;
let x: XApi;
beforeAll(async () => {
  gif = await testAnimatedGif(96, 64, 12);
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function startX(gifProcessing?: XGifProcessing) {
  x = createXApi({ tokens: [TOKEN], gifProcessing });
  server = await startPlatformServer([x]);
  return server;
}

/** An uploaded GIF (96 × 64) as the media store holds it. */
const gifUpload = (bytes: Uint8Array, altText: string | null = null): PublishImage => ({ bytes, mimeType: "image/gif", width: 96, height: 64, altText });

type GifOptions = { maxProcessingWaitMs?: number; policy?: DeliverOptions["policy"]; accessToken?: string };

/**
 * Delivers a post with `image` to the stateful X through the runner (one attempt unless told), with
 * the X publisher's processing waits recorded (never waited) as `mediaSleeps`.
 */
async function publishGif(image: PublishImage, options: GifOptions = {}) {
  const mediaSleeps: number[] = [];
  const publisher = createXTwitterPublisher({ sleep: async (ms) => void mediaSleeps.push(ms), chunkBytes: CHUNK, maxProcessingWaitMs: options.maxProcessingWaitMs ?? 60_000 });
  const delivered = await deliverThroughRunner("x_twitter", server!.url, {
    text: "Our new loop",
    image,
    credentials: { access_token: options.accessToken ?? TOKEN },
    publisher,
    policy: { maxAttempts: 1, ...options.policy },
  });
  return { ...delivered, mediaSleeps };
}

const route = (call: RecordedCall) => `${call.method} ${call.path}`;
const formOf = (call: RecordedCall) => new Response(new Uint8Array(call.bytes), { headers: { "content-type": String(call.headers["content-type"]) } }).formData();

describeDb("X chunked upload of a GIF", () => {
  it("initializes, appends every segment in order, finalizes, polls while X processes, then posts with the media id", async () => {
    await startX();
    const { delivery, mediaSleeps } = await publishGif(gifUpload(gif, "A looping coffee cup"));
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1 });

    const segments = Math.ceil(gif.byteLength / CHUNK);
    expect(segments).toBeGreaterThan(2);
    const media = x.media[0];
    expect(server!.calls.map(route)).toEqual([
      "POST /2/media/upload/initialize",
      ...Array.from({ length: segments }, () => `POST /2/media/upload/${media.id}/append`),
      `POST /2/media/upload/${media.id}/finalize`,
      "GET /2/media/upload",
      "GET /2/media/upload",
      "POST /2/media/metadata",
      "POST /2/tweets",
    ]);
    expect(server!.calls.every((call) => call.headers.authorization === `Bearer ${TOKEN}` && call.status < 300)).toBe(true);

    const [init] = server!.calls;
    expect(init.headers["content-type"]).toBe("application/json");
    expect(init.json).toEqual({ media_type: "image/gif", total_bytes: gif.byteLength, media_category: "tweet_gif" });

    // The segments as sent: multipart, segment_index 0, 1, 2… each at most CHUNK bytes, and
    // joined they are the GIF byte for byte.
    const appends = server!.calls.filter((call) => call.path.endsWith("/append"));
    const sent: Uint8Array[] = [];
    for (const [index, call] of appends.entries()) {
      expect(call.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      const form = await formOf(call);
      expect(form.get("segment_index")).toBe(String(index));
      const part = new Uint8Array(await (form.get("media") as File).arrayBuffer());
      expect(part.byteLength).toBeLessThanOrEqual(CHUNK);
      sent.push(part);
    }
    expect(new Uint8Array(Buffer.concat(sent))).toEqual(gif);
    expect(new Uint8Array(media.bytes)).toEqual(gif);
    expect(media).toMatchObject({ mimeType: "image/gif", category: "tweet_gif", state: "succeeded", altText: "A looping coffee cup", totalBytes: gif.byteLength });

    // Status: command=STATUS with the media id, each after the check_after_secs X named (1 s).
    const polls = server!.calls.filter((call) => call.method === "GET");
    for (const poll of polls) expect(Object.fromEntries(poll.query)).toEqual({ command: "STATUS", media_id: media.id });
    expect(mediaSleeps).toEqual([1000, 1000]);

    const metadata = server!.calls.find((call) => call.path === "/2/media/metadata")!;
    expect(metadata.json).toEqual({ id: media.id, metadata: { alt_text: { text: "A looping coffee cup" } } });
    expect(x.tweets).toEqual([expect.objectContaining({ text: "Our new loop", mediaIds: [media.id] })]);
    const tweet = server!.calls.at(-1)!;
    expect(tweet.json).toEqual({ text: "Our new loop", media: { media_ids: [media.id] } });
  });

  it("waits exactly the check_after_secs X names at each step", async () => {
    await startX({ states: ["pending", "in_progress", "in_progress"], checkAfterSecs: 3 });
    const { delivery, mediaSleeps } = await publishGif(gifUpload(gif));
    expect(delivery.status).toBe("succeeded");
    expect(mediaSleeps).toEqual([3000, 3000, 3000]);
    expect(server!.calls.map(route)).not.toContain("POST /2/media/metadata");
  });

  it("posts at once when finalize answers no processing", async () => {
    await startX({ states: [], checkAfterSecs: 1 });
    const { delivery, mediaSleeps } = await publishGif(gifUpload(gif));
    expect(delivery.status).toBe("succeeded");
    expect(mediaSleeps).toEqual([]);
    expect(server!.calls.map(route)).not.toContain("GET /2/media/upload");
  });

  it("fails permanently with X's own reason when processing fails, and posts nothing", async () => {
    await startX({ states: ["pending"], checkAfterSecs: 2, failWith: "Unsupported GIF format" });
    const { delivery, sleeps } = await publishGif(gifUpload(gif), { policy: { maxAttempts: 3 } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "X could not process the media: Unsupported GIF format" });
    expect(sleeps).toEqual([]);
    expect(x.tweets).toEqual([]);
    expect(x.media[0].state).toBe("failed");
  });

  it("gives up as retryable once the waits would pass the bound, without posting", async () => {
    await startX({ states: ["pending", "in_progress", "in_progress", "in_progress", "in_progress"], checkAfterSecs: 5 });
    const { delivery, mediaSleeps, sleeps } = await publishGif(gifUpload(gif), { maxProcessingWaitMs: 12_000, policy: { maxRateLimitedWaits: 1 } });
    // Each attempt stops waiting at the bound; the runner comes back after X's check_after_secs, as
    // after a Retry-After, until its budget of such waits (one here) is spent.
    expect(mediaSleeps).toEqual([5000, 5000, 5000, 5000]);
    expect(sleeps).toEqual([5000]);
    expect(delivery).toMatchObject({ status: "failed", attempts: 2, error: "X still failed after 2 attempts: X was still processing the media after 10 s; try again shortly." });
    expect(x.tweets).toEqual([]);
  });

  it("keeps the one-shot upload for a PNG", async () => {
    await startX();
    const png = await testImage(64, 32, "png");
    const { delivery } = await publishGif({ bytes: png, mimeType: "image/png", width: 64, height: 32, altText: null });
    expect(delivery.status).toBe("succeeded");
    expect(server!.calls.map(route)).toEqual(["POST /2/media/upload", "POST /2/tweets"]);
    expect(x.media[0]).toMatchObject({ category: "tweet_image", state: "succeeded" });
  });
});

describeDb("X chunked upload errors, read like the rest of the publisher", () => {
  it("a 401 while initializing asks to reconnect (the token refresh path), before any byte is sent", async () => {
    await startX();
    const { delivery, connection } = await publishGif(gifUpload(gif), { accessToken: "expired" });
    expect(delivery).toMatchObject({ status: "failed", error: "The X account needs to be reconnected: Unauthorized" });
    expect(connection).toBe("reconnect_required");
    expect(server!.calls.map(route)).toEqual(["POST /2/media/upload/initialize"]);
  });

  it("a 429 on a segment is retried after its Retry-After, the upload started again", async () => {
    await startX();
    let refused = false;
    const limited = { name: "limit", answer: async (request: { method: string; path: string }) => {
      if (refused || !request.path.endsWith("/append")) return null;
      refused = true;
      return { status: 429, headers: { "retry-after": "4" }, json: { title: "Too Many Requests", detail: "Too Many Requests", status: 429 } };
    } };
    await server!.close();
    server = await startPlatformServer([limited, x]);
    const { delivery, sleeps } = await publishGif(gifUpload(gif), { policy: { maxAttempts: 2 } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([4000]);
    expect(x.media.map((m) => m.state)).toEqual(["initialized", "succeeded"]);
    expect(x.tweets[0].mediaIds).toEqual([x.media[1].id]);
  });

  it("a refused initialize is final, with X's reason", async () => {
    await startX();
    // X refuses a GIF over its 15 MB at initialize; the declared size says so before any bytes move.
    const huge = new Uint8Array(15 * 1024 * 1024 + 1);
    huge.set(gif);
    // X's own segment size: the test's small one would cut 15 MB into more segments than X takes.
    const publisher = createXTwitterPublisher({ sleep: async () => undefined, maxProcessingWaitMs: 1000 });
    const { delivery, sleeps } = await deliverThroughRunner("x_twitter", server!.url, { text: "Our new loop", image: gifUpload(huge), credentials: { access_token: TOKEN }, publisher, policy: { maxAttempts: 3 } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: `X rejected the post: total_bytes ${huge.byteLength} is more than the 15728640 bytes tweet_gif allows.` });
    expect(sleeps).toEqual([]);
    expect(server!.calls.map(route)).toEqual(["POST /2/media/upload/initialize"]);
  });
});

describe("segmentsOf", () => {
  it("cuts in order into segments of at most the chunk size, the last one shorter", () => {
    const bytes = Uint8Array.from({ length: 10 }, (_, i) => i);
    expect(segmentsOf(bytes, 4).map((s) => [...s])).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]);
    expect(segmentsOf(bytes, 10)).toHaveLength(1);
  });

  it("refuses a chunk size over X's 5 MB bound and more than 1,000 segments", () => {
    expect(() => segmentsOf(new Uint8Array(1), X_MAX_SEGMENT_BYTES + 1)).toThrow(/chunkBytes/);
    expect(segmentsOf(new Uint8Array(1000), 1)).toHaveLength(1000);
    expect(() => segmentsOf(new Uint8Array(1001), 1)).toThrow(/1001 segments, at most 1000/);
  });
});

describe("defaultChunkBytes", () => {
  it("sends 1 MiB segments up to 1,000 of them, then larger ones up to X's 5 MB, and refuses what 1,000 of those cannot carry", () => {
    const MiB = 1024 * 1024;
    expect(defaultChunkBytes(15 * MiB)).toBe(MiB);
    expect(defaultChunkBytes(1000 * MiB)).toBe(MiB);
    const twoGb = 2 * 1024 * MiB;
    expect(defaultChunkBytes(twoGb)).toBe(Math.ceil(twoGb / 1000));
    expect(segmentRanges(twoGb, defaultChunkBytes(twoGb))).toHaveLength(1000);
    const sixGb = 6 * 1024 * MiB;
    expect(defaultChunkBytes(sixGb)).toBe(X_MAX_SEGMENT_BYTES);
    expect(() => segmentRanges(sixGb, defaultChunkBytes(sixGb))).toThrow(/1229 segments, at most 1000/);
  });
});
