/**
 * X API v2 on loopback (docs/platforms.md): the one-shot `POST /2/media/upload` (multipart:
 * media, media_category, media_type); the chunked upload, statefully and in order
 * (`POST /2/media/upload/initialize` JSON, `POST /2/media/upload/{id}/append` multipart
 * segment_index + media, `POST /2/media/upload/{id}/finalize`, `GET /2/media/upload?command=STATUS`
 * while a GIF or a video (tweet_video, MP4 or MOV up to 8 GB) is processed: pending →
 * in_progress → succeeded, or failed); `POST /2/media/metadata` (alt text, images and GIFs only);
 * `POST /2/tweets` {text, media?: {media_ids}} refusing media ids it never issued or
 * whose processing has not succeeded; `GET /2/users/me`; the account's timeline
 * `GET /2/users/{id}/tweets`, listing the tweets it received (x-timeline.ts); and the metrics read
 * `GET /2/tweets?ids=&tweet.fields=public_metrics,non_public_metrics` (x-metrics.ts).
 */
import { answerXMetrics, type XMetricsState } from "@/lib/testing/platform-servers/x-metrics";
import { answerXTimeline, X_TIMELINE } from "@/lib/testing/platform-servers/x-timeline";
import { acceptsToken, bearerToken, idCounter, type PlatformAnswer, type PlatformApi, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

/** Where a media id stands: one-shot uploads are `succeeded` at once, chunked ones get there through the others. */
export type XMediaState = "initialized" | "pending" | "in_progress" | "succeeded" | "failed";
export type XMedia = {
  id: string;
  /** The bytes received: for a chunked upload, its segments joined in order. */
  bytes: Buffer;
  mimeType: string;
  category: string;
  altText: string | null;
  token: string;
  state: XMediaState;
  /** The chunked upload's declared total_bytes and the segment sizes appended, in order. */
  totalBytes?: number;
  segments?: number[];
};
export type XTweet = {
  id: string;
  text: string;
  mediaIds: string[];
  token: string;
  /** When it was received (ms); tests that add a tweet by hand may leave it out. */
  createdAt?: number;
  /** The tweet it replies to (`reply.in_reply_to_tweet_id`), for a reply. */
  inReplyTo?: string;
};
export type XAccount = { id: string; name: string; username: string };
export type XApi = PlatformApi & { media: XMedia[]; tweets: XTweet[]; metrics: XMetricsState };

/**
 * How a finalized GIF (tweet_gif) is processed: finalize answers the first of `states` with
 * `check_after_secs`, each status check moves one state on, and after the last one the media
 * has `succeeded` (or `failed`, with `failWith` as X's error message).
 */
export type XGifProcessing = { states: Array<"pending" | "in_progress">; checkAfterSecs: number; failWith?: string };
/** The same for a finalized video (tweet_video). */
export type XVideoProcessing = XGifProcessing;

// docs.x.com: an appended segment is at most 5 MB; segment_index runs 0..999; through the API an
// image may have 5 MB, a GIF 15 MB and a video 8 GB (an account without Premium; best practices).
const MAX_SEGMENT_BYTES = 5 * 1024 * 1024;
const MAX_SEGMENT_INDEX = 999;
const MAX_BYTES: Record<string, number> = { tweet_image: 5 * 1024 * 1024, tweet_gif: 15 * 1024 * 1024, tweet_video: 8 * 1024 ** 3 };
const CHUNKED_TYPES: Record<string, string[]> = { tweet_image: ["image/jpeg", "image/png", "image/webp"], tweet_gif: ["image/gif"], tweet_video: ["video/mp4", "video/quicktime"] };
// The media_key's prefix names the kind: 3_ a photo, 16_ an animated GIF, 7_ a video.
const KEY_PREFIX: Record<string, string> = { tweet_image: "3", tweet_gif: "16", tweet_video: "7" };
// Media X processes after finalize; a post may carry one of them and nothing else.
const PROCESSED = new Set(["tweet_gif", "tweet_video"]);
const UPLOAD_EXPIRES_SECS = 86_400;

const unauthorized: PlatformAnswer = { status: 401, json: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } };
const invalid = (detail: string): PlatformAnswer => ({ status: 400, json: { title: "Invalid Request", type: "https://api.twitter.com/2/problems/invalid-request", detail, errors: [{ message: detail }] } });
const notFound = (id: string): PlatformAnswer => ({ status: 404, json: { title: "Not Found Error", type: "https://api.twitter.com/2/problems/resource-not-found", detail: `Could not find media with id: [${id}].` } });

const CHUNKED = /^\/2\/media\/upload\/([^/]+)\/(append|finalize)$/;

export function createXApi(options: { tokens: TokenCheck; account?: XAccount; gifProcessing?: XGifProcessing; videoProcessing?: XVideoProcessing }): XApi {
  const media: XMedia[] = [];
  const tweets: XTweet[] = [];
  const nextMediaId = idCounter(1880028106020515840n);
  const nextTweetId = idCounter(1850000000000000000n);
  const account = options.account ?? { id: "2244994945", name: "Northwind Coffee", username: "northwindcoffee" };
  const gifProcessing = options.gifProcessing ?? { states: ["pending", "in_progress"], checkAfterSecs: 1 };
  const videoProcessing = options.videoProcessing ?? { states: ["pending", "in_progress"], checkAfterSecs: 1 };
  const processingOf = (item: XMedia) => (item.category === "tweet_video" ? videoProcessing : gifProcessing);
  // How far each processed media has come through `processing.states`.
  const steps = new Map<string, number>();
  const metrics: XMetricsState = { reads: new Map(), scripted: [] };

  const isRoute = (route: string, path: string) =>
    ["POST /2/media/upload", "GET /2/media/upload", "GET /2/tweets", "POST /2/media/upload/initialize", "POST /2/media/metadata", "POST /2/tweets", "GET /2/users/me"].includes(route) ||
    (route.startsWith("POST ") && CHUNKED.test(path)) ||
    (route.startsWith("GET ") && X_TIMELINE.test(path));

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const route = `${request.method} ${request.path}`;
    if (!isRoute(route, request.path)) return null;
    // A scripted answer first (a 429 with Retry-After, a malformed body), as the metrics tests ask.
    if (route === "GET /2/tweets" && metrics.scripted.length > 0) return metrics.scripted.shift()!;
    const token = bearerToken(request);
    if (!token || !(await acceptsToken(options.tokens, token))) return unauthorized;
    const own = (id: unknown) => media.find((m) => m.id === id && m.token === token);

    if (route === "GET /2/tweets") return answerXMetrics(request, token, tweets, metrics);
    if (request.method === "GET" && X_TIMELINE.test(request.path)) return answerXTimeline(request, account.id, tweets.map((tweet) => ({ ...tweet, createdAt: tweet.createdAt ?? 0 })));
    if (route === "GET /2/users/me") {
      return { status: 200, json: { data: { ...account, profile_image_url: `${request.baseUrl}/avatar.png` } } };
    }
    if (route === "POST /2/media/upload") return oneShot(request, token);
    if (route === "POST /2/media/upload/initialize") return initialize(request, token);
    if (route === "GET /2/media/upload") {
      if (request.query.get("command") !== "STATUS") return invalid("command must be STATUS.");
      const id = request.query.get("media_id") ?? "";
      const item = own(id);
      if (!item) return notFound(id);
      if (item.state === "initialized") return invalid("The media upload has not been finalized.");
      if (item.state === "pending" || item.state === "in_progress") advance(item);
      return { status: 200, json: { data: described(item) } };
    }
    const chunked = CHUNKED.exec(request.path);
    if (chunked) {
      const id = decodeURIComponent(chunked[1]);
      const item = own(id);
      if (!item || item.totalBytes === undefined) return notFound(id);
      if (item.state !== "initialized") return invalid("The media upload has already been finalized.");
      return chunked[2] === "append" ? append(request, item) : finalize(item);
    }
    if (route === "POST /2/media/metadata") {
      const item = own(request.json?.id);
      if (!item) return invalid("The media id is not one of yours.");
      // Alt text is documented for images and GIFs (media/metadata/create), not videos.
      if (item.category === "tweet_video") return invalid("Alt text is supported for images and GIFs only.");
      const text = request.json?.metadata?.alt_text?.text;
      if (typeof text !== "string" || text.length > 1000) return invalid("alt_text.text must be a string of at most 1000 characters.");
      item.altText = text;
      return { status: 200, json: { data: { id: item.id, associated_metadata: { alt_text: { text } } } } };
    }
    const text = request.json?.text;
    if (typeof text !== "string" || text === "") return invalid("text is required.");
    const mediaIds: unknown = request.json?.media?.media_ids ?? [];
    if (!Array.isArray(mediaIds) || !mediaIds.every((id) => own(id))) return invalid("Your media IDs are invalid.");
    // A Post takes up to 4 photos or 1 animated GIF (docs.x.com, media best practices).
    if (mediaIds.length > 4) return invalid(`media.media_ids: at most 4 media ids, ${mediaIds.length} given.`);
    if (mediaIds.length > 1 && mediaIds.some((id) => own(id)!.category === "tweet_gif")) return invalid("media.media_ids: an animated GIF cannot be attached with other media.");
    if (mediaIds.length > 1 && mediaIds.some((id) => own(id)!.category === "tweet_video")) return invalid("media.media_ids: a video cannot be attached with other media.");
    const unready = mediaIds.map(own).find((item) => item!.state !== "succeeded");
    if (unready) return invalid(`Media id ${unready.id} is not ready to be attached (processing ${unready.state}).`);
    // A reply names a tweet that exists; X refuses one to a tweet it cannot see (403).
    const inReplyTo: unknown = request.json?.reply?.in_reply_to_tweet_id;
    if (inReplyTo !== undefined && (typeof inReplyTo !== "string" || !tweets.some((tweet) => tweet.id === inReplyTo))) {
      return { status: 403, json: { title: "Forbidden", type: "about:blank", status: 403, detail: "You attempted to reply to a Tweet that is deleted or not visible to you." } };
    }
    const id = nextTweetId();
    tweets.push({ id, text, mediaIds: mediaIds as string[], token, createdAt: Date.now(), ...(typeof inReplyTo === "string" ? { inReplyTo } : {}) });
    return { status: 201, json: { data: { id, text, edit_history_tweet_ids: [id] } } };
  }

  async function oneShot(request: PlatformRequest, token: string): Promise<PlatformAnswer> {
    const form = await formOf(request);
    const file = form?.get("media");
    const category = form?.get("media_category");
    const mimeType = form?.get("media_type");
    if (typeof form?.get("command") === "string") return invalid("The command form of /2/media/upload is not spoken here; use /2/media/upload/initialize.");
    if (!(file instanceof Blob) || file.size === 0) return invalid("The media field is required (multipart/form-data).");
    if (typeof category !== "string" || typeof mimeType !== "string") return invalid("media_category and media_type are required.");
    const item: XMedia = { id: nextMediaId(), bytes: Buffer.from(await file.arrayBuffer()), mimeType, category, altText: null, token, state: "succeeded" };
    media.push(item);
    return { status: 200, json: { data: { id: item.id, media_key: `3_${item.id}`, size: item.bytes.length, expires_after_secs: UPLOAD_EXPIRES_SECS, image: { image_type: mimeType } } } };
  }

  function initialize(request: PlatformRequest, token: string): PlatformAnswer {
    const body = request.json;
    if (!body || typeof body !== "object") return invalid("The body must be JSON.");
    const { media_type: mimeType, total_bytes: totalBytes, media_category: category } = body;
    if (typeof category !== "string" || !CHUNKED_TYPES[category]) return invalid(`media_category must be one of ${Object.keys(CHUNKED_TYPES).join(", ")}.`);
    if (typeof mimeType !== "string" || !CHUNKED_TYPES[category].includes(mimeType)) return invalid(`media_type ${String(mimeType)} is not valid for ${category}.`);
    if (!Number.isSafeInteger(totalBytes) || totalBytes < 1) return invalid("total_bytes must be a positive integer.");
    if (totalBytes > MAX_BYTES[category]) return invalid(`total_bytes ${totalBytes} is more than the ${MAX_BYTES[category]} bytes ${category} allows.`);
    const item: XMedia = { id: nextMediaId(), bytes: Buffer.alloc(0), mimeType, category, altText: null, token, state: "initialized", totalBytes, segments: [] };
    media.push(item);
    return { status: 200, json: { data: { id: item.id, media_key: mediaKey(item), expires_after_secs: UPLOAD_EXPIRES_SECS } } };
  }

  async function append(request: PlatformRequest, item: XMedia): Promise<PlatformAnswer> {
    const form = await formOf(request);
    const index = Number(form?.get("segment_index"));
    const file = form?.get("media");
    if (!form || !(file instanceof Blob)) return invalid("segment_index and media are required (multipart/form-data).");
    if (!Number.isInteger(index) || index < 0 || index > MAX_SEGMENT_INDEX) return invalid(`segment_index must be an integer from 0 to ${MAX_SEGMENT_INDEX}.`);
    const expected = item.segments!.length;
    if (index !== expected) return invalid(`segment_index ${index} is out of order; the next segment is ${expected}.`);
    if (file.size === 0) return invalid("The segment is empty.");
    if (file.size > MAX_SEGMENT_BYTES) return invalid(`The segment is ${file.size} bytes, more than ${MAX_SEGMENT_BYTES}.`);
    if (item.bytes.length + file.size > item.totalBytes!) return invalid(`The segments add up to more than total_bytes (${item.totalBytes}).`);
    item.bytes = Buffer.concat([item.bytes, Buffer.from(await file.arrayBuffer())]);
    item.segments!.push(file.size);
    return { status: 200, json: { data: { expires_at: Math.floor(Date.now() / 1000) + UPLOAD_EXPIRES_SECS } } };
  }

  function finalize(item: XMedia): PlatformAnswer {
    if (item.bytes.length !== item.totalBytes) {
      return invalid(`The upload has ${item.bytes.length} of its ${item.totalBytes} bytes; append the rest before finalizing.`);
    }
    const processing = processingOf(item);
    if (PROCESSED.has(item.category) && processing.states.length > 0) {
      item.state = processing.states[0];
      steps.set(item.id, 0);
    } else {
      item.state = "succeeded";
    }
    return { status: 200, json: { data: described(item) } };
  }

  /** One status check's worth of processing. */
  function advance(item: XMedia): void {
    const processing = processingOf(item);
    const step = (steps.get(item.id) ?? 0) + 1;
    steps.set(item.id, step);
    if (step < processing.states.length) item.state = processing.states[step];
    else item.state = processing.failWith ? "failed" : "succeeded";
  }

  function described(item: XMedia) {
    const base = { id: item.id, media_key: mediaKey(item), size: item.bytes.length, expires_after_secs: UPLOAD_EXPIRES_SECS };
    if (!PROCESSED.has(item.category)) return base;
    const processing = processingOf(item);
    const info =
      item.state === "failed"
        ? { state: "failed", progress_percent: 12, error: { code: 1, name: "InvalidMedia", message: processing.failWith } }
        : item.state === "succeeded"
          ? { state: "succeeded", progress_percent: 100 }
          : { state: item.state, check_after_secs: processing.checkAfterSecs, progress_percent: item.state === "pending" ? 0 : 50 };
    return { ...base, processing_info: info };
  }

  return { name: "x", answer, media, tweets, metrics };
}

function mediaKey(item: XMedia): string {
  return `${KEY_PREFIX[item.category] ?? "3"}_${item.id}`;
}

function formOf(request: PlatformRequest): Promise<FormData | null> {
  return new Response(new Uint8Array(request.bytes), { headers: { "content-type": String(request.headers["content-type"] ?? "") } }).formData().catch(() => null);
}
