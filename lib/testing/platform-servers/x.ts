/**
 * X API v2 on loopback (docs/platforms.md): `POST /2/media/upload` (multipart: media,
 * media_category, media_type), `POST /2/media/metadata` (alt text), `POST /2/tweets`
 * {text, media?: {media_ids}} refusing media ids it never issued, and `GET /2/users/me`.
 */
import { acceptsToken, bearerToken, idCounter, type PlatformAnswer, type PlatformApi, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

export type XMedia = { id: string; bytes: Buffer; mimeType: string; category: string; altText: string | null; token: string };
export type XTweet = { id: string; text: string; mediaIds: string[]; token: string };
export type XAccount = { id: string; name: string; username: string };
export type XApi = PlatformApi & { media: XMedia[]; tweets: XTweet[] };

const unauthorized: PlatformAnswer = { status: 401, json: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } };
const invalid = (detail: string): PlatformAnswer => ({ status: 400, json: { title: "Invalid Request", type: "https://api.twitter.com/2/problems/invalid-request", detail, errors: [{ message: detail }] } });

export function createXApi(options: { tokens: TokenCheck; account?: XAccount }): XApi {
  const media: XMedia[] = [];
  const tweets: XTweet[] = [];
  const nextMediaId = idCounter(1880028106020515840n);
  const nextTweetId = idCounter(1850000000000000000n);
  const account = options.account ?? { id: "2244994945", name: "Northwind Coffee", username: "northwindcoffee" };

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const route = `${request.method} ${request.path}`;
    if (!["POST /2/media/upload", "POST /2/media/metadata", "POST /2/tweets", "GET /2/users/me"].includes(route)) return null;
    const token = bearerToken(request);
    if (!token || !(await acceptsToken(options.tokens, token))) return unauthorized;

    if (route === "GET /2/users/me") {
      return { status: 200, json: { data: { ...account, profile_image_url: `${request.baseUrl}/avatar.png` } } };
    }
    if (route === "POST /2/media/upload") {
      const form = await new Response(new Uint8Array(request.bytes), { headers: { "content-type": String(request.headers["content-type"] ?? "") } }).formData().catch(() => null);
      const file = form?.get("media");
      const category = form?.get("media_category");
      const mimeType = form?.get("media_type");
      if (!(file instanceof Blob) || file.size === 0) return invalid("The media field is required (multipart/form-data).");
      if (typeof category !== "string" || typeof mimeType !== "string") return invalid("media_category and media_type are required.");
      const item: XMedia = { id: nextMediaId(), bytes: Buffer.from(await file.arrayBuffer()), mimeType, category, altText: null, token };
      media.push(item);
      return { status: 200, json: { data: { id: item.id, media_key: `3_${item.id}`, size: item.bytes.length, expires_after_secs: 86_400, image: { image_type: mimeType } } } };
    }
    if (route === "POST /2/media/metadata") {
      const item = media.find((m) => m.id === request.json?.id);
      if (!item) return invalid("The media id is not one of yours.");
      const text = request.json?.metadata?.alt_text?.text;
      if (typeof text !== "string" || text.length > 1000) return invalid("alt_text.text must be a string of at most 1000 characters.");
      item.altText = text;
      return { status: 200, json: { data: { id: item.id, associated_metadata: { alt_text: { text } } } } };
    }
    const text = request.json?.text;
    if (typeof text !== "string" || text === "") return invalid("text is required.");
    const mediaIds: unknown = request.json?.media?.media_ids ?? [];
    if (!Array.isArray(mediaIds) || !mediaIds.every((id) => media.some((m) => m.id === id && m.token === token))) {
      return invalid("Your media IDs are invalid.");
    }
    const id = nextTweetId();
    tweets.push({ id, text, mediaIds: mediaIds as string[], token });
    return { status: 201, json: { data: { id, text, edit_history_tweet_ids: [id] } } };
  }

  return { name: "x", answer, media, tweets };
}
