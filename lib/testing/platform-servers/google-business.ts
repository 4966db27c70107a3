/**
 * Business Profile API v4 on loopback (docs/platforms.md): `POST /v4/accounts/{a}/locations/{l}/localPosts`
 * {languageCode, summary, topicType, callToAction?, media?: [{mediaFormat: PHOTO, sourceUrl}]};
 * Google fetches each sourceUrl (JPEG or PNG, at least 10 KB) and answers the post's `name` and `searchUrl`;
 * a media item of format VIDEO is refused (a local post's media are photos; docs/platforms.md, "Video");
 * `GET` of the same path (`pageSize` 1–100, default 20, `pageToken` from `nextPageToken`) lists
 * the location's posts it received, newest first. Location metrics (the Performance API, its own
 * host in production): google-business-performance.ts.
 */
import { fetchImage, isImageOf, type FetchedImage } from "@/lib/testing/platform-servers/fetch-image";
import { answerPerformance, PERFORMANCE_PATH } from "@/lib/testing/platform-servers/google-business-performance";
import { createMetricsState, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import { acceptsToken, bearerToken, idCounter, type PlatformAnswer, type PlatformApi, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

export type LocalPost = { name: string; location: string; summary: string; topicType: string; callToAction: unknown; photos: FetchedImage[]; body: any; searchUrl: string; createTime: string };
export type GoogleBusinessApi = PlatformApi & { posts: LocalPost[]; metrics: MetricsState };

const MIN_PHOTO_BYTES = 10 * 1024;
const error = (code: number, status: string, message: string): PlatformAnswer => ({ status: code, json: { error: { code, message, status } } });

export function createGoogleBusinessApi(options: { tokens: TokenCheck }): GoogleBusinessApi {
  const posts: LocalPost[] = [];
  const metrics = createMetricsState();
  const nextId = idCounter(1000000000000000000n);

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const match = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/localPosts$/.exec(request.path);
    const performance = request.method === "GET" ? PERFORMANCE_PATH.exec(request.path) : null;
    if (!performance && (!match || (request.method !== "POST" && request.method !== "GET"))) return null;
    if (!(await acceptsToken(options.tokens, bearerToken(request)))) {
      return error(401, "UNAUTHENTICATED", "Request had invalid authentication credentials. Expected OAuth 2 access token.");
    }
    if (performance) return answerPerformance(request, performance[1], metrics);
    if (!match) return null;
    if (request.method === "GET") return list(request, match[1]);
    const body = request.json;
    if (typeof body?.summary !== "string" || typeof body?.languageCode !== "string" || body?.topicType !== "STANDARD") {
      return error(400, "INVALID_ARGUMENT", "Request contains an invalid argument: summary, languageCode and topicType STANDARD are required.");
    }
    const photos: FetchedImage[] = [];
    for (const item of Array.isArray(body.media) ? body.media : []) {
      if (item?.mediaFormat === "VIDEO") return error(400, "INVALID_ARGUMENT", "Request contains an invalid argument: media[].mediaFormat VIDEO is not supported for local posts.");
      if (item?.mediaFormat !== "PHOTO" || typeof item?.sourceUrl !== "string") return error(400, "INVALID_ARGUMENT", "media[].mediaFormat PHOTO and sourceUrl are required.");
      const photo = await fetchImage(item.sourceUrl);
      if (!isImageOf(photo, ["image/jpeg", "image/png"]) || photo.bytes.length < MIN_PHOTO_BYTES) {
        return error(400, "INVALID_ARGUMENT", `Invalid photo at ${item.sourceUrl}: fetching answered ${photo.status} ${photo.contentType}, ${photo.bytes.length} bytes.`);
      }
      photos.push(photo);
    }
    const id = nextId();
    const post: LocalPost = {
      name: `${match[1]}/localPosts/${id}`,
      location: match[1],
      summary: body.summary,
      topicType: body.topicType,
      callToAction: body.callToAction ?? null,
      photos,
      body,
      searchUrl: `https://local.google.com/place?id=${match[1].split("/").pop()}&use=posts&lpsid=${id}`,
      createTime: new Date().toISOString(),
    };
    posts.push(post);
    const media = photos.map((_, index) => ({ name: `${post.name}/media/${index + 1}`, mediaFormat: "PHOTO", googleUrl: `https://lh3.googleusercontent.com/p/${id}-${index + 1}` }));
    return { status: 200, json: { ...body, name: post.name, state: "LIVE", createTime: post.createTime, updateTime: post.createTime, searchUrl: post.searchUrl, ...(media.length ? { media } : {}) } };
  }

  function list(request: PlatformRequest, location: string): PlatformAnswer {
    const pageSize = Number(request.query.get("pageSize") ?? "20");
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return error(400, "INVALID_ARGUMENT", "pageSize must be from 1 to 100.");
    const offset = Number(request.query.get("pageToken") ?? "0");
    if (!Number.isInteger(offset) || offset < 0) return error(400, "INVALID_ARGUMENT", "Invalid pageToken.");
    const own = posts.filter((post) => post.location === location).reverse();
    const page = own.slice(offset, offset + pageSize).map((post) => ({
      ...post.body,
      name: post.name,
      state: "LIVE",
      createTime: post.createTime,
      updateTime: post.createTime,
      searchUrl: post.searchUrl,
    }));
    const next = offset + pageSize < own.length ? String(offset + pageSize) : undefined;
    return { status: 200, json: { ...(page.length ? { localPosts: page } : {}), ...(next ? { nextPageToken: next } : {}) } };
  }

  return { name: "google_business", answer, posts, metrics };
}
