/**
 * Facebook Pages on loopback (Graph API, docs/platforms.md): `POST /{page-id}/feed`
 * {message, link?} and `POST /{page-id}/photos` {url, message}, which fetches the image from
 * `url` as Facebook does and answers the photo id and the feed post's `post_id` (with
 * `published=false`: an unpublished photo, only its id, shown nowhere until a feed post names it
 * in `attached_media[i]` {"media_fbid"}: each once, of this page, unpublished);
 * `GET /{page-id}/published_posts` (`fields`, `since` in Unix seconds, `limit`, cursor `after`)
 * lists the posts it received for the page, newest first (graph-listing.ts); `POST /{post-id}/comments`
 * {message} comments on a post it has. Metrics:
 * `GET /{post-id}/insights?metric=` with the current post metrics (post_media_view,
 * post_total_media_view_unique; the removed post_impressions* answer the invalid-metric error)
 * and `GET /{post-id}?fields=reactions.summary(total_count).limit(0),comments.summary(…),shares`.
 * Page videos: `POST /{page-id}/videos` {file_url, description} and their status, `GET /{page-id}/videos`
 * (facebook-videos.ts); a video's `GET /{video-id}/video_insights?metric=total_video_views…` and
 * `GET /{video-id}?fields=comments.summary(total_count).limit(0)`.
 */
import { fetchImage, isImageOf, type FetchedImage } from "@/lib/testing/platform-servers/fetch-image";
import { createFacebookVideos, type FacebookVideo } from "@/lib/testing/platform-servers/facebook-videos";
import { answerGraphInsights, type InsightsCatalogue } from "@/lib/testing/platform-servers/graph-insights";
import { graphError, graphParam, graphPath, refuseBadToken } from "@/lib/testing/platform-servers/graph-kit";
import { answerGraphList } from "@/lib/testing/platform-servers/graph-listing";
import { createMetricsState, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import { idCounter, type PlatformAnswer, type PlatformApi, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

export type FacebookPost = { id: string; pageId: string; message: string; link: string | null; photo: FetchedImage | null; token: string; permalink: string; createdAt: number; attachedPhotos?: UnpublishedPhoto[] };
/** A photo uploaded with `published=false`: on no post until a feed post attaches it (`attachedTo`). */
export type UnpublishedPhoto = { id: string; pageId: string; url: string; photo: FetchedImage; attachedTo: string | null };
/** A comment on a Page post (`POST /{post-id}/comments` {message}). */
export type FacebookComment = { id: string; postId: string; message: string; token: string };
export type FacebookApi = PlatformApi & { posts: FacebookPost[]; comments: FacebookComment[]; unpublishedPhotos: UnpublishedPhoto[]; videos: FacebookVideo[]; metrics: MetricsState };

const REMOVED = "(#100) The value must be a valid insights metric";
// The Page post metrics Meta removed in 2025 (pages-api changelog) and the ones that replaced them.
export const FACEBOOK_INSIGHTS: InsightsCatalogue = {
  offered: { post_media_view: (n) => 150 * n, post_total_media_view_unique: (n) => 90 * n, post_clicks: (n) => 4 * n },
  removed: { post_impressions: REMOVED, post_impressions_unique: REMOVED, post_impressions_paid: REMOVED, post_impressions_organic: REMOVED, post_engaged_users: REMOVED },
};

// A Page video's insights (Video API, "Video Insights"), lifetime; Page post metrics are not video insights.
export const FACEBOOK_VIDEO_INSIGHTS: InsightsCatalogue = {
  offered: { total_video_views: (n) => 89 * n, total_video_views_unique: (n) => 56 * n, total_video_views_autoplayed: (n) => 23 * n },
  removed: { post_media_view: "(#100) The value must be a valid insights metric", post_total_media_view_unique: "(#100) The value must be a valid insights metric" },
};

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/bmp", "image/tiff"];

export function createFacebookApi(options: { tokens: TokenCheck; /** "processing" answers before a video's verdict: 2 unless given. */ videoProcessingChecks?: number }): FacebookApi {
  const posts: FacebookPost[] = [];
  const comments: FacebookComment[] = [];
  const unpublishedPhotos: UnpublishedPhoto[] = [];
  const metrics = createMetricsState();
  const nextId = idCounter(122100000000000000n);
  const pageVideos = createFacebookVideos({ processingChecks: options.videoProcessingChecks });

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const parts = graphPath(request.path);
    const video = request.method === "GET" && (parts?.[1] === "" || parts?.[1] === "video_insights") ? pageVideos.videos.find((v) => v.id === parts[0]) : undefined;
    const listsVideos = request.method === "GET" && parts?.[1] === "videos";
    if (video || listsVideos || (request.method === "POST" && parts?.[1] === "videos")) {
      const checked = await refuseBadToken(request, options.tokens);
      if ("refused" in checked) return checked.refused;
      if (listsVideos) return pageVideos.list(request, parts![0]);
      if (video && parts![1] === "video_insights") return answerGraphInsights(request, video.id, FACEBOOK_VIDEO_INSIGHTS, metrics);
      // A metrics read asks for the comments' count; a status check for status and permalink.
      if (video && (request.query.get("fields") ?? "").includes("comments.summary(total_count)")) return answerPostFields(request, video.id, metrics);
      return video ? pageVideos.read(request, video) : pageVideos.create(request, parts![0], checked.token, nextId());
    }
    const read = request.method === "GET" && parts ? posts.find((post) => post.id === parts[0]) : undefined;
    if (read && parts && (parts[1] === "insights" || parts[1] === "")) {
      const checked = await refuseBadToken(request, options.tokens);
      if ("refused" in checked) return checked.refused;
      if (parts[1] === "insights") return answerGraphInsights(request, read.id, FACEBOOK_INSIGHTS, metrics);
      return answerPostFields(request, read.id, metrics);
    }
    // Comments on its own posts; any other id is left to the Graph root's other API (Instagram),
    // which answers Graph's unknown-object error for an id neither has.
    if (request.method === "POST" && parts?.[1] === "comments" && posts.some((post) => post.id === parts[0])) return comment(request, parts[0]);
    const isList = request.method === "GET" && parts?.[1] === "published_posts";
    if (!parts || (!isList && (request.method !== "POST" || !["feed", "photos"].includes(parts[1])))) return null;
    const [pageId, edge] = parts;
    const checked = await refuseBadToken(request, options.tokens);
    if ("refused" in checked) return checked.refused;
    if (isList) {
      const listed = posts.filter((post) => post.pageId === pageId).map((post) => ({ id: post.id, createdAt: post.createdAt, fields: { message: post.message || undefined, permalink_url: post.permalink } }));
      return answerGraphList(request, listed, "created_time");
    }
    const message = graphParam(request, edge === "photos" ? "message" : "message") ?? "";
    const postId = `${pageId}_${nextId()}`;

    if (edge === "feed") {
      const attached = attachedMedia(request, pageId);
      if ("refused" in attached) return attached.refused;
      if (attached.photos.length > 0) {
        for (const photo of attached.photos) photo.attachedTo = postId;
        posts.push({ id: postId, pageId, message, link: null, photo: null, token: checked.token, permalink: `https://www.facebook.com/${postId}`, createdAt: Date.now(), attachedPhotos: attached.photos });
        return { status: 200, json: { id: postId } };
      }
      if (message === "" && !graphParam(request, "link")) return graphError(400, 100, "(#100) Missing message or attachment");
      posts.push({ id: postId, pageId, message, link: graphParam(request, "link"), photo: null, token: checked.token, permalink: `https://www.facebook.com/${postId}`, createdAt: Date.now() });
      return { status: 200, json: { id: postId } };
    }
    const url = graphParam(request, "url");
    if (!url) return graphError(400, 324, "(#324) Requires upload file");
    const photo = await fetchImage(url);
    if (!isImageOf(photo, PHOTO_TYPES)) return graphError(400, 324, `(#324) Missing or invalid image file (fetching ${url} answered ${photo.status} ${photo.contentType})`);
    const photoId = nextId();
    if (graphParam(request, "published") === "false") {
      unpublishedPhotos.push({ id: photoId, pageId, url, photo, attachedTo: null });
      return { status: 200, json: { id: photoId } };
    }
    posts.push({ id: postId, pageId, message, link: null, photo, token: checked.token, permalink: `https://www.facebook.com/${postId}`, createdAt: Date.now() });
    return { status: 200, json: { id: photoId, post_id: postId } };
  }

  /**
   * `attached_media[0]`, `attached_media[1]`, … each {"media_fbid": id} of an unpublished photo of
   * this page that no post has attached yet; the indexes run from 0 without a gap.
   */
  function attachedMedia(request: PlatformRequest, pageId: string): { photos: UnpublishedPhoto[] } | { refused: PlatformAnswer } {
    const photos: UnpublishedPhoto[] = [];
    for (let index = 0; ; index++) {
      const raw = graphParam(request, `attached_media[${index}]`);
      if (raw === null) break;
      let fbid: unknown;
      try {
        fbid = (JSON.parse(raw) as { media_fbid?: unknown }).media_fbid;
      } catch {
        fbid = undefined;
      }
      if (typeof fbid !== "string") return { refused: graphError(400, 100, `(#100) attached_media[${index}] must be {"media_fbid": "<photo id>"}.`) };
      const photo = unpublishedPhotos.find((p) => p.id === fbid && p.pageId === pageId);
      if (!photo) return { refused: graphError(400, 100, `(#100) attached_media[${index}]: ${fbid} is not an unpublished photo of this Page.`) };
      if (photo.attachedTo !== null || photos.includes(photo)) return { refused: graphError(400, 100, `(#100) attached_media[${index}]: photo ${fbid} is already attached to a post.`) };
      photos.push(photo);
    }
    return { photos };
  }

  async function comment(request: PlatformRequest, postId: string): Promise<PlatformAnswer> {
    const checked = await refuseBadToken(request, options.tokens);
    if ("refused" in checked) return checked.refused;
    const message = graphParam(request, "message");
    if (!message) return graphError(400, 100, "(#100) Missing message or attachment");
    const id = `${postId.split("_").pop()}_${nextId()}`;
    comments.push({ id, postId, message, token: checked.token });
    return { status: 200, json: { id } };
  }

  return { name: "facebook", answer, posts, comments, unpublishedPhotos, videos: pageVideos.videos, metrics };
}

/** The post node with the counts its `fields` ask for (reads counted with the insights'). */
function answerPostFields(request: PlatformRequest, id: string, metrics: MetricsState): PlatformAnswer {
  if (metrics.scripted.length > 0) return metrics.scripted.shift()!;
  const fields = request.query.get("fields") ?? "";
  const n = Math.max(metrics.reads.get(id) ?? 1, 1);
  const node: Record<string, unknown> = { id };
  if (fields.includes("reactions.summary(total_count)")) node.reactions = { data: [], summary: { total_count: 5 * n, viewer_reaction: "NONE" } };
  if (fields.includes("comments.summary(total_count)")) node.comments = { data: [], summary: { order: "ranked", total_count: 2 * n, can_comment: true } };
  // Graph leaves `shares` out while nobody shared the post: withheld, it is left out here too.
  if (fields.split(",").includes("shares") && !metrics.withheld.has("shares")) node.shares = { count: n };
  return { status: 200, json: node };
}
