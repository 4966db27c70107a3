/**
 * LinkedIn on loopback (docs/platforms.md): `POST /rest/images?action=initializeUpload`
 * {initializeUploadRequest: {owner}} answers an upload URL on this server and an urn:li:image,
 * `PUT` the bytes there, then `POST /rest/posts` whose `content.media.id` must be an image that
 * was uploaded for the same author, or whose `content.multiImage.images` [{id, altText?}] lists
 * 2 to 20 such images, each once; the post's URN comes back in `x-restli-id` of a 201.
 * `GET /rest/posts?q=author&author={urn}` (the author finder: `count` ≤ 100, default 10, `start`,
 * `sortBy` CREATED or LAST_MODIFIED) lists the posts it received for that author, newest first.
 * `POST /rest/socialActions/{post-urn}/comments` {actor, object, message: {text}} comments on a post
 * it has (201, the comment's URN in `x-restli-id` and `commentUrn`). Every /rest call needs the LinkedIn-Version and X-Restli-Protocol-Version headers. Post
 * statistics: linkedin-metrics.ts. Videos (`/rest/videos`, a post's `content.media.id` naming an
 * urn:li:video): linkedin-videos.ts.
 */
import { answerLinkedInMetrics, MEMBER_ANALYTICS_PATH, SHARE_STATISTICS_PATH } from "@/lib/testing/platform-servers/linkedin-metrics";
import { createLinkedInVideos, type LinkedInVideo, type LinkedInVideosOptions } from "@/lib/testing/platform-servers/linkedin-videos";
import { createMetricsState, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import { acceptsToken, bearerToken, idCounter, type PlatformAnswer, type PlatformApi, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

export type LinkedInImage = { urn: string; owner: string; bytes: Buffer | null; contentType: string | null };
export type LinkedInPost = { urn: string; author: string; commentary: string; media: { id: string; altText: string | null; title?: string } | null; multiImage?: { id: string; altText: string | null }[] | null; version: string; body: any; permalink: string; createdAt: number };
/** A comment on a post (`POST /rest/socialActions/{post-urn}/comments`). */
export type LinkedInComment = { urn: string; object: string; actor: string; text: string };
export type LinkedInApi = PlatformApi & { images: LinkedInImage[]; videos: LinkedInVideo[]; posts: LinkedInPost[]; comments: LinkedInComment[]; metrics: MetricsState };

const COMMENTS = /^\/rest\/socialActions\/([^/]+)\/comments$/;

const error = (status: number, message: string, extra: Record<string, unknown> = {}): PlatformAnswer => ({ status, json: { status, message, ...extra } });

export function createLinkedInApi(options: { tokens: TokenCheck; videos?: LinkedInVideosOptions }): LinkedInApi {
  const images: LinkedInImage[] = [];
  const videos = createLinkedInVideos(options.videos);
  const posts: LinkedInPost[] = [];
  const comments: LinkedInComment[] = [];
  const metrics = createMetricsState();
  const nextImage = idCounter(4000000000000000000n);
  const nextShare = idCounter(7260000000000000000n);

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const videoUpload = videos.upload(request);
    if (videoUpload) return videoUpload;
    const upload = /^\/dms-uploads\/([0-9]+)$/.exec(request.path);
    const isInit = request.method === "POST" && request.path === "/rest/images" && request.query.get("action") === "initializeUpload";
    const isPost = request.method === "POST" && request.path === "/rest/posts";
    const isMetrics = request.method === "GET" && [MEMBER_ANALYTICS_PATH, SHARE_STATISTICS_PATH].includes(request.path);
    const isFind = request.method === "GET" && request.path === "/rest/posts";
    const commentOn = request.method === "POST" ? COMMENTS.exec(request.path) : null;
    const isVideos = request.path.startsWith("/rest/videos");
    if (!isInit && !isPost && !isMetrics && !isFind && !commentOn && !isVideos && !(upload && request.method === "PUT")) return null;
    if (!(await acceptsToken(options.tokens, bearerToken(request)))) {
      return error(401, "Invalid access token", { serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN" });
    }

    if (upload) {
      const image = images.find((i) => i.urn === `urn:li:image:${upload[1]}`);
      if (!image) return error(404, "Upload URL not found");
      if (request.bytes.length === 0) return error(400, "Empty upload");
      image.bytes = request.bytes;
      image.contentType = String(request.headers["content-type"] ?? "");
      return { status: 201 };
    }

    const version = String(request.headers["linkedin-version"] ?? "");
    if (!/^\d{6}$/.test(version)) return error(426, "A valid LinkedIn-Version header (YYYYMM) is required", { code: "NONEXISTENT_VERSION" });
    if (request.headers["x-restli-protocol-version"] !== "2.0.0") return error(400, "X-Restli-Protocol-Version 2.0.0 is required");
    if (isMetrics) return answerLinkedInMetrics(request, posts, metrics);
    if (isVideos) return videos.rest(request);

    if (isFind) return findByAuthor(request);
    if (commentOn) return comment(request, decodeURIComponent(commentOn[1]));

    if (isInit) {
      const owner = request.json?.initializeUploadRequest?.owner;
      if (typeof owner !== "string" || !owner.startsWith("urn:li:")) return error(422, "initializeUploadRequest.owner must be a person or organization URN");
      const id = nextImage();
      images.push({ urn: `urn:li:image:${id}`, owner, bytes: null, contentType: null });
      return { status: 200, json: { value: { uploadUrlExpiresAt: Date.now() + 86_400_000, uploadUrl: `${request.baseUrl}/dms-uploads/${id}`, image: `urn:li:image:${id}` } } };
    }

    const body = request.json;
    if (typeof body?.author !== "string" || typeof body?.commentary !== "string" || body?.lifecycleState !== "PUBLISHED" || !body?.distribution || !body?.visibility) {
      return error(422, "author, commentary, visibility, distribution and lifecycleState PUBLISHED are required");
    }
    const mediaId = body.content?.media?.id;
    const multi = body.content?.multiImage;
    if (mediaId !== undefined && multi !== undefined) return error(422, "content takes media or multiImage, not both", { code: "INVALID_CONTENT" });
    const uploadedBy = (id: unknown, author: string): PlatformAnswer | null => {
      const image = images.find((i) => i.urn === id);
      if (!image || image.bytes === null) return error(400, `${String(id)} has not been uploaded`, { code: "INVALID_CONTENT" });
      if (image.owner !== author) return error(403, `${String(id)} belongs to another owner`);
      return null;
    };
    if (mediaId !== undefined) {
      const refused = String(mediaId).startsWith("urn:li:video:") ? videos.refusePost(mediaId, body.author) : uploadedBy(mediaId, body.author);
      if (refused) return refused;
    }
    if (multi !== undefined) {
      const listed: unknown[] = Array.isArray(multi?.images) ? multi.images : [];
      if (listed.length < 2 || listed.length > 20) return error(422, `content.multiImage.images takes 2 to 20 images; ${listed.length} given`, { code: "INVALID_CONTENT" });
      const ids = listed.map((item) => (item as { id?: unknown })?.id);
      if (new Set(ids).size !== ids.length) return error(422, "content.multiImage.images names an image twice", { code: "INVALID_CONTENT" });
      for (const id of ids) {
        const refused = uploadedBy(id, body.author);
        if (refused) return refused;
      }
    }
    const urn = `urn:li:share:${nextShare()}`;
    posts.push({
      urn,
      author: body.author,
      commentary: body.commentary,
      media: mediaId === undefined ? null : { id: mediaId, altText: body.content.media.altText ?? null, ...(body.content.media.title !== undefined ? { title: body.content.media.title } : {}) },
      multiImage: multi === undefined ? null : (multi.images as { id: string; altText?: string }[]).map((item) => ({ id: item.id, altText: item.altText ?? null })),
      version,
      body,
      permalink: `https://www.linkedin.com/feed/update/${urn}`,
      createdAt: Date.now(),
    });
    return { status: 201, headers: { "x-restli-id": urn } };
  }

  /** A comment on a post this server has, as the actor, naming the same post as its `object`. */
  function comment(request: PlatformRequest, target: string): PlatformAnswer {
    if (!posts.some((post) => post.urn === target)) return error(404, `Not found: ${target}`);
    const body = request.json;
    if (typeof body?.actor !== "string" || !body.actor.startsWith("urn:li:") || body?.object !== target || typeof body?.message?.text !== "string" || body.message.text === "") {
      return error(422, "actor, object (the post's URN) and message.text are required");
    }
    const id = nextShare();
    const urn = `urn:li:comment:(${target},${id})`;
    comments.push({ urn, object: target, actor: body.actor, text: body.message.text });
    return { status: 201, headers: { "x-restli-id": urn }, json: { id, commentUrn: urn, object: target, actor: body.actor, message: body.message } };
  }

  function findByAuthor(request: PlatformRequest): PlatformAnswer {
    const author = request.query.get("author");
    if (request.query.get("q") !== "author" || !author?.startsWith("urn:li:")) return error(400, "q=author and an author URN are required");
    const count = Number(request.query.get("count") ?? "10");
    const start = Number(request.query.get("start") ?? "0");
    if (!Number.isInteger(count) || count < 1 || count > 100 || !Number.isInteger(start) || start < 0) return error(400, "count must be 1..100 and start at least 0");
    const sortBy = request.query.get("sortBy") ?? "LAST_MODIFIED";
    if (!["CREATED", "LAST_MODIFIED"].includes(sortBy)) return error(400, `sortBy must be CREATED or LAST_MODIFIED, got ${sortBy}`);
    // Posts are never edited here, so both orders are creation order, newest first.
    const own = posts.filter((post) => post.author === author).sort((a, b) => b.createdAt - a.createdAt);
    const elements = own.slice(start, start + count).map((post) => ({
      id: post.urn,
      author: post.author,
      commentary: post.commentary,
      visibility: post.body.visibility,
      distribution: post.body.distribution,
      lifecycleState: "PUBLISHED",
      createdAt: post.createdAt,
      publishedAt: post.createdAt,
      lastModifiedAt: post.createdAt,
      ...(post.media ? { content: { media: post.media } } : {}),
      ...(post.multiImage ? { content: { multiImage: { images: post.multiImage } } } : {}),
    }));
    return { status: 200, json: { paging: { start, count, links: [], total: own.length }, elements } };
  }

  return { name: "linkedin", answer, images, videos: videos.videos, posts, comments, metrics };
}
