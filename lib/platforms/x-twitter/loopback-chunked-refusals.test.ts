import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";

// The loopback X refuses every chunked upload step taken out of the documented order, so a
// publisher that skips or reorders one fails its tests instead of passing against a lenient fake.
const TOKEN = "user-token";
let server: PlatformServer;
let x: XApi;
beforeEach(async () => {
  x = createXApi({ tokens: [TOKEN], gifProcessing: { states: ["pending", "in_progress"], checkAfterSecs: 1 } });
  server = await startPlatformServer([x]);
});
afterEach(() => server.close());

const auth = { authorization: `Bearer ${TOKEN}` };
async function call(method: string, path: string, body?: { json?: unknown; form?: FormData }) {
  const headers: Record<string, string> = { ...auth };
  let payload: string | FormData | undefined;
  if (body?.json !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body.json);
  } else if (body?.form) {
    payload = body.form;
  }
  const answer = await fetch(`${server.url}${path}`, { method, headers, body: payload });
  return { status: answer.status, json: (await answer.json()) as any };
}
const initialize = (totalBytes: number, extra: Record<string, unknown> = {}) =>
  call("POST", "/2/media/upload/initialize", { json: { media_type: "image/gif", total_bytes: totalBytes, media_category: "tweet_gif", ...extra } });
function segment(index: number, bytes: Uint8Array) {
  const form = new FormData();
  form.append("segment_index", String(index));
  form.append("media", new Blob([new Uint8Array(bytes)]), "segment");
  return form;
}
const append = (id: string, index: number, bytes: Uint8Array) => call("POST", `/2/media/upload/${id}/append`, { form: segment(index, bytes) });
const status = (id: string) => call("GET", `/2/media/upload?command=STATUS&media_id=${id}`);
const tweet = (id: string) => call("POST", "/2/tweets", { json: { text: "hi", media: { media_ids: [id] } } });

describe("loopback X chunked upload refusals", () => {
  it("refuses an append or finalize for a media id it never initialized", async () => {
    expect((await append("1880028106020515999", 0, new Uint8Array(10))).status).toBe(404);
    expect((await call("POST", "/2/media/upload/1880028106020515999/finalize")).status).toBe(404);
    expect(x.media).toEqual([]);
  });

  it("refuses a segment out of order, and takes it in order", async () => {
    const { json } = await initialize(20);
    const id = json.data.id;
    expect(json.data).toMatchObject({ media_key: `16_${id}`, expires_after_secs: 86_400 });
    const skipped = await append(id, 1, new Uint8Array(10));
    expect(skipped.status).toBe(400);
    expect(skipped.json.detail).toBe("segment_index 1 is out of order; the next segment is 0.");
    expect((await append(id, 0, new Uint8Array(10))).status).toBe(200);
    expect((await append(id, 0, new Uint8Array(10))).json.detail).toBe("segment_index 0 is out of order; the next segment is 1.");
    expect((await append(id, 1, new Uint8Array(10))).status).toBe(200);
  });

  it("refuses a segment over 5 MB, and segments adding up to more than total_bytes", async () => {
    const { json } = await initialize(6 * 1024 * 1024);
    const oversized = await append(json.data.id, 0, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(oversized.status).toBe(400);
    expect(oversized.json.detail).toBe(`The segment is ${5 * 1024 * 1024 + 1} bytes, more than ${5 * 1024 * 1024}.`);
    expect((await append(json.data.id, 0, new Uint8Array(5 * 1024 * 1024))).status).toBe(200);
    expect((await append(json.data.id, 1, new Uint8Array(1024 * 1024 + 1))).json.detail).toBe(`The segments add up to more than total_bytes (${6 * 1024 * 1024}).`);
  });

  it("refuses finalize with bytes missing, then processes pending → in_progress → succeeded", async () => {
    const id = (await initialize(20)).json.data.id;
    await append(id, 0, new Uint8Array(12));
    const early = await call("POST", `/2/media/upload/${id}/finalize`);
    expect(early.status).toBe(400);
    expect(early.json.detail).toBe("The upload has 12 of its 20 bytes; append the rest before finalizing.");
    await append(id, 1, new Uint8Array(8));
    const finalized = await call("POST", `/2/media/upload/${id}/finalize`);
    expect(finalized.json.data).toMatchObject({ id, size: 20, processing_info: { state: "pending", check_after_secs: 1 } });
    expect((await append(id, 2, new Uint8Array(1))).json.detail).toBe("The media upload has already been finalized.");

    // A tweet may not cite it until processing succeeded.
    const cited = await tweet(id);
    expect(cited.status).toBe(400);
    expect(cited.json.detail).toBe(`Media id ${id} is not ready to be attached (processing pending).`);
    expect((await status(id)).json.data.processing_info).toMatchObject({ state: "in_progress", check_after_secs: 1 });
    expect((await status(id)).json.data.processing_info).toEqual({ state: "succeeded", progress_percent: 100 });
    expect((await tweet(id)).status).toBe(201);
  });

  it("refuses a status check before finalize, or for someone else's media, and a wrong category or type", async () => {
    const id = (await initialize(20)).json.data.id;
    expect((await status(id)).json.detail).toBe("The media upload has not been finalized.");
    const other = await fetch(`${server.url}/2/media/upload?command=STATUS&media_id=${id}`, { headers: { authorization: "Bearer someone-else" } });
    expect(other.status).toBe(401);
    expect((await initialize(20, { media_category: "tweet_image" })).json.detail).toBe("media_type image/gif is not valid for tweet_image.");
    expect((await initialize(20, { media_category: "dm_gif" })).status).toBe(400);
    expect((await initialize(0)).json.detail).toBe("total_bytes must be a positive integer.");
  });
});

describe("loopback X video (tweet_video) refusals", () => {
  const initializeVideo = (totalBytes: number, mediaType = "video/mp4") => initialize(totalBytes, { media_type: mediaType, media_category: "tweet_video" });

  async function processedVideo() {
    const id = (await initializeVideo(10)).json.data.id;
    await append(id, 0, new Uint8Array(10));
    await call("POST", `/2/media/upload/${id}/finalize`);
    await status(id);
    await status(id);
    return id;
  }

  it("takes MP4 and MOV up to 8 GB, nothing else", async () => {
    const { json } = await initializeVideo(10, "video/quicktime");
    expect(json.data.media_key).toBe(`7_${json.data.id}`);
    expect((await initializeVideo(10, "video/webm")).json.detail).toBe("media_type video/webm is not valid for tweet_video.");
    const eightGb = 8 * 1024 ** 3;
    expect((await initializeVideo(eightGb + 1)).json.detail).toBe(`total_bytes ${eightGb + 1} is more than the ${eightGb} bytes tweet_video allows.`);
  });

  it("processes a video before it may be cited, and refuses it beside other media or with alt text", async () => {
    const id = (await initializeVideo(10)).json.data.id;
    await append(id, 0, new Uint8Array(10));
    expect((await call("POST", `/2/media/upload/${id}/finalize`)).json.data.processing_info).toMatchObject({ state: "pending", check_after_secs: 1 });
    expect((await tweet(id)).json.detail).toBe(`Media id ${id} is not ready to be attached (processing pending).`);
    await status(id);
    expect((await status(id)).json.data.processing_info.state).toBe("succeeded");

    const other = await processedVideo();
    const both = await call("POST", "/2/tweets", { json: { text: "two", media: { media_ids: [id, other] } } });
    expect(both.json.detail).toBe("media.media_ids: a video cannot be attached with other media.");
    const alt = await call("POST", "/2/media/metadata", { json: { id, metadata: { alt_text: { text: "a cup" } } } });
    expect(alt.json.detail).toBe("Alt text is supported for images and GIFs only.");
    expect((await tweet(id)).status).toBe(201);
    expect(x.tweets.map((t) => t.mediaIds)).toEqual([[id]]);
  });
});
