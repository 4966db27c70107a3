/**
 * Instagram and Threads publish in two steps (docs/platforms.md): a media container created
 * from an `image_url` the platform fetches, then `…_publish` {creation_id}. This is that flow,
 * shared; instagram.ts and threads.ts name their edges, fields and permalinks. A GET of the
 * create edge (`/{user-id}/media`, `/{user-id}/threads`) lists what was published, newest first
 * (graph-listing.ts): the text under the create parameter's name, `permalink`, `timestamp`.
 * Threads' `GET /{user-id}/replies` lists the account's own replies the same way, each with
 * `replied_to` and `root_post` (`{ id }`) and `is_reply`.
 */
import { fetchImage, isImageOf, type FetchedImage } from "@/lib/testing/platform-servers/fetch-image";
import { fetchVideo, type FetchedVideo } from "@/lib/testing/platform-servers/fetch-video";
import { answerGraphInsights, type InsightsCatalogue } from "@/lib/testing/platform-servers/graph-insights";
import { graphError, graphParam, graphPath, refuseBadToken } from "@/lib/testing/platform-servers/graph-kit";
import { createMetricsState, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import { answerGraphList } from "@/lib/testing/platform-servers/graph-listing";
import { idCounter, type PlatformAnswer, type PlatformApi, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

export type Container = {
  id: string;
  userId: string;
  mediaType: string;
  text: string;
  imageUrl: string | null;
  altText: string | null;
  image: FetchedImage | null;
  /** Status checks still answered IN_PROGRESS before FINISHED. */
  pendingChecks: number;
  publishedAs: string | null;
  /** Created with `is_carousel_item=true`: only ever published as a child of a CAROUSEL container. */
  isCarouselItem: boolean;
  /** A CAROUSEL container's item containers, in order. */
  children: string[];
  /** Threads: the published media this container replies to (`reply_to_id`). */
  replyTo?: string;
  /** A video container (REELS, VIDEO): the video fetched from `video_url`, and the cover fetched from `cover_url`. */
  video?: ContainerVideo;
  /** Why processing failed, in the platform's words (its status answers ERROR), or absent. */
  problem?: string;
};
export type ContainerVideo = { url: string; fetched: FetchedVideo; coverUrl: string | null; cover: FetchedImage | null; shareToFeed: string | null };
/** A comment on a published media (`POST /{media-id}/comments` {message}). */
export type GraphComment = { id: string; mediaId: string; message: string; token: string };
export type PublishedMedia = { id: string; userId: string; container: Container; token: string; permalink: string; createdAt: number };
export type ContainerApi = PlatformApi & { containers: Container[]; published: PublishedMedia[]; comments: GraphComment[]; metrics: MetricsState };

export type ContainerFlow = {
  name: string;
  createEdge: string;
  publishEdge: string;
  /** The caption's parameter: `caption` (Instagram) or `text` (Threads). */
  textParam: string;
  /** The container status field the publisher reads: `status_code` (Instagram) or `status` (Threads). */
  statusField: string;
  imageTypes: readonly string[];
  /** True when a container without an image is refused (Instagram). */
  imageRequired: boolean;
  permalink: (mediaId: string, shortcode: string) => string;
  firstId: bigint;
  /** The media insights edge `GET /{media-id}/insights?metric=`: its metrics, and the removed ones. */
  insights: InsightsCatalogue;
  /** The most item containers one CAROUSEL container takes (Instagram 10, Threads 20). */
  maxCarouselItems: number;
  /** Instagram: `POST /{ig-media-id}/comments` {message} comments on a published media. */
  comments?: boolean;
  /** Threads: a container may reply to a published media (`reply_to_id`). */
  replies?: boolean;
  video: VideoFlow;
};

/** How the platform takes a video: its container's media_type, the types it refuses, its specifications. */
export type VideoFlow = {
  mediaType: string;
  /** media_type values answered with an error, and the error (Instagram's retired VIDEO). */
  refusedTypes?: Record<string, string>;
  /** Instagram: `cover_url`, a JPEG it fetches. */
  cover?: boolean;
  /** Why the platform's processing refuses the fetched video, in the words its status answers; null when it takes it. */
  problem: (video: FetchedVideo) => string | null;
};

export type ContainerApiOptions = {
  tokens: TokenCheck;
  /** IN_PROGRESS answers before FINISHED, per image container. */
  processingChecks?: number;
  /** IN_PROGRESS answers before FINISHED (or ERROR), per video container: 2 unless given (a test of the wait's bound gives more than it checks). */
  videoProcessingChecks?: number;
};

export function createContainerApi(flow: ContainerFlow, options: ContainerApiOptions): ContainerApi {
  const containers: Container[] = [];
  const published: PublishedMedia[] = [];
  // By id, beside the lists tests read: the live bench makes tens of thousands of containers,
  // and a scan of the list on every call made the loopback cost more CPU than the publishing.
  const containerById = new Map<string, Container>();
  const publishedById = new Map<string, PublishedMedia>();
  const inACarousel = new Set<string>();
  // A test may put media in the list itself (a metrics test's published posts): the index follows.
  const publishedMedia = (id: string): PublishedMedia | undefined => {
    if (publishedById.size !== published.length) {
      publishedById.clear();
      for (const item of published) publishedById.set(item.id, item);
    }
    return publishedById.get(id);
  };
  const addContainer = (container: Container) => {
    containers.push(container);
    containerById.set(container.id, container);
    for (const child of container.children) inACarousel.add(child);
  };
  const comments: GraphComment[] = [];
  const metrics = createMetricsState();
  const nextId = idCounter(flow.firstId);

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const parts = graphPath(request.path);
    if (!parts) return null;
    const [id, edge] = parts;
    const isCreate = request.method === "POST" && edge === flow.createEdge;
    const isPublish = request.method === "POST" && edge === flow.publishEdge;
    const container = containerById.get(id);
    const media = publishedMedia(id);
    const isRead = request.method === "GET" && edge === "" && (container || media);
    const isInsights = request.method === "GET" && edge === "insights" && media;
    const isList = request.method === "GET" && edge === flow.createEdge;
    const isReplyList = flow.replies === true && request.method === "GET" && edge === "replies" && !media;
    const isComment = flow.comments === true && request.method === "POST" && edge === "comments";
    if (!isCreate && !isPublish && !isRead && !isInsights && !isList && !isReplyList && !isComment) return null;
    const checked = await refuseBadToken(request, options.tokens);
    if ("refused" in checked) return checked.refused;
    if (isComment) {
      // A comment goes on a media this server published; any other id is Graph's unknown object.
      if (!media) return graphError(400, 100, `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, { error_subcode: 33 });
      const message = graphParam(request, "message");
      if (!message) return graphError(400, 100, "(#100) The parameter message is required.");
      const comment = { id: nextId(), mediaId: media.id, message, token: checked.token };
      comments.push(comment);
      return { status: 200, json: { id: comment.id } };
    }
    if (isInsights) return answerGraphInsights(request, media.id, flow.insights, metrics);

    if (isList) {
      const listed = published
        .filter((m) => m.userId === id)
        .map((m) => ({ id: m.id, createdAt: m.createdAt, fields: { [flow.textParam]: m.container.text || undefined, permalink: m.permalink, media_type: m.container.mediaType } }));
      return answerGraphList(request, listed, "timestamp");
    }
    if (isReplyList) {
      const rootOf = (mediaId: string): string => {
        const replyTo = publishedMedia(mediaId)?.container.replyTo;
        return replyTo ? rootOf(replyTo) : mediaId;
      };
      const listed = published
        .filter((m) => m.userId === id && m.container.replyTo)
        .map((m) => ({
          id: m.id,
          createdAt: m.createdAt,
          fields: { [flow.textParam]: m.container.text || undefined, permalink: m.permalink, replied_to: { id: m.container.replyTo }, root_post: { id: rootOf(m.id) }, is_reply: true },
        }));
      return answerGraphList(request, listed, "timestamp");
    }

    if (isRead) {
      const fields = (request.query.get("fields") ?? "id").split(",");
      const node: Record<string, unknown> = { id };
      if (container) {
        const failed = container.problem ?? (container.image || !container.imageUrl ? null : "The image could not be downloaded.");
        const status = container.pendingChecks-- > 0 ? "IN_PROGRESS" : failed ? "ERROR" : "FINISHED";
        node[flow.statusField] = status;
        if (fields.includes("error_message") && status === "ERROR") node.error_message = failed;
        if (flow.statusField !== "status" && fields.includes("status")) node.status = status === "ERROR" ? failed : status;
      }
      if (media && fields.includes("permalink")) node.permalink = media.permalink;
      return { status: 200, json: node };
    }

    if (isCreate && graphParam(request, "media_type") === "CAROUSEL") return createCarousel(request, id);
    const refusedType = flow.video.refusedTypes?.[graphParam(request, "media_type") ?? ""];
    if (isCreate && refusedType) return graphError(400, 100, refusedType);
    if (isCreate && graphParam(request, "media_type") === flow.video.mediaType) return createVideo(request, id);
    if (isCreate) {
      const imageUrl = graphParam(request, "image_url");
      if (!imageUrl && flow.imageRequired) return graphError(400, 100, "(#100) The parameter image_url is required.");
      const mediaType = graphParam(request, "media_type") ?? (imageUrl ? "IMAGE" : "TEXT");
      const text = graphParam(request, flow.textParam) ?? "";
      const image = imageUrl ? await fetchImage(imageUrl) : null;
      if (image && !isImageOf(image, flow.imageTypes)) {
        return graphError(400, 9004, `Only photo or video can be accepted as media type (fetching the image answered ${image.status} ${image.contentType}).`, { error_subcode: 2207052 });
      }
      const isCarouselItem = graphParam(request, "is_carousel_item") === "true";
      // A reply names a published media of this platform (Threads' reply_to_id).
      const replyTo = flow.replies ? graphParam(request, "reply_to_id") : null;
      if (replyTo !== null && !publishedMedia(replyTo)) return graphError(400, 100, `(#100) Param reply_to_id must be a valid media ID; '${replyTo}' is not.`);
      const created: Container = {
        ...(replyTo !== null ? { replyTo } : {}),
        ...{ id: nextId(), userId: id, mediaType, text, imageUrl, altText: graphParam(request, "alt_text"), image },
        ...{ pendingChecks: options.processingChecks ?? 0, publishedAs: null, isCarouselItem, children: [] },
      };
      addContainer(created);
      return { status: 200, json: { id: created.id } };
    }

    const creationId = graphParam(request, "creation_id");
    const found = creationId === null ? undefined : containerById.get(creationId);
    const ready = found?.userId === id ? found : undefined;
    if (!ready) return graphError(400, 100, "(#100) Param creation_id is not a container of this user.", { error_subcode: 2207027 });
    if (ready.pendingChecks > 0) return graphError(400, 9007, "The media is not ready for publishing, please wait for a moment.", { error_subcode: 2207027 });
    if (ready.problem) return graphError(400, 9007, `Media ID is not available: its processing failed (${ready.problem}).`, { error_subcode: 2207027 });
    if (ready.isCarouselItem) return graphError(400, 100, "(#100) A carousel item container is published only as a child of a CAROUSEL container.");
    if (ready.publishedAs) return { status: 200, json: { id: ready.publishedAs } };
    const mediaId = nextId();
    ready.publishedAs = mediaId;
    const made: PublishedMedia = { id: mediaId, userId: id, container: ready, token: checked.token, permalink: flow.permalink(mediaId, shortcode(mediaId)), createdAt: Date.now() };
    published.push(made);
    publishedById.set(mediaId, made);
    return { status: 200, json: { id: mediaId } };
  }

  /**
   * A video container: `video_url` fetched and probed now (the platform downloads it once), its
   * verdict shown by the status after `videoProcessingChecks` IN_PROGRESS answers: FINISHED, or
   * ERROR with the platform's reason when the file breaks its specifications (flow.video.problem).
   */
  async function createVideo(request: PlatformRequest, userId: string): Promise<PlatformAnswer> {
    const url = graphParam(request, "video_url");
    if (!url) return graphError(400, 100, "(#100) The parameter video_url is required.");
    const coverUrl = flow.video.cover ? graphParam(request, "cover_url") : null;
    const cover = coverUrl ? await fetchImage(coverUrl) : null;
    // A Reel's cover is a JPEG (IG User Media, "Reels cover photo specifications").
    if (cover && !isImageOf(cover, ["image/jpeg"])) {
      return graphError(400, 100, `(#100) cover_url must be a JPEG image (fetching it answered ${cover.status} ${cover.contentType}).`);
    }
    const fetched = await fetchVideo(url);
    const problem = flow.video.problem(fetched);
    const created: Container = {
      ...{ id: nextId(), userId, mediaType: flow.video.mediaType, text: graphParam(request, flow.textParam) ?? "", imageUrl: null, altText: graphParam(request, "alt_text"), image: null },
      ...{ pendingChecks: options.videoProcessingChecks ?? 2, publishedAs: null, isCarouselItem: false, children: [] },
      video: { url, fetched, coverUrl, cover, shareToFeed: graphParam(request, "share_to_feed") },
      ...(problem ? { problem } : {}),
    };
    addContainer(created);
    return { status: 200, json: { id: created.id } };
  }

  /**
   * `media_type=CAROUSEL` with `children`: the comma-separated ids of 2 to maxCarouselItems item
   * containers of this user, each created with `is_carousel_item=true`, finished processing, and
   * not yet a child of another carousel.
   */
  function createCarousel(request: PlatformRequest, userId: string): PlatformAnswer {
    const ids = (graphParam(request, "children") ?? "").split(",").filter((child) => child !== "");
    if (ids.length < 2) return graphError(400, 100, "(#100) A carousel needs at least 2 children.");
    if (ids.length > flow.maxCarouselItems) return graphError(400, 100, `(#100) A carousel takes at most ${flow.maxCarouselItems} children; ${ids.length} given.`);
    if (new Set(ids).size !== ids.length) return graphError(400, 100, "(#100) A child is named twice in children.");
    for (const childId of ids) {
      const found = containerById.get(childId);
      const child = found?.userId === userId ? found : undefined;
      if (!child) return graphError(400, 100, `(#100) Child ${childId} is not a container of this user.`, { error_subcode: 2207027 });
      if (!child.isCarouselItem) return graphError(400, 100, `(#100) Child ${childId} was not created as a carousel item (is_carousel_item=true).`);
      if (child.pendingChecks > 0 || !child.image) return graphError(400, 9007, `Child ${childId} is not ready.`, { error_subcode: 2207027 });
      // An item container belongs to one carousel: a second CAROUSEL naming it is refused.
      if (inACarousel.has(childId)) return graphError(400, 100, `(#100) Child ${childId} is already a child of another carousel container.`);
    }
    const created: Container = {
      ...{ id: nextId(), userId, mediaType: "CAROUSEL", text: graphParam(request, flow.textParam) ?? "", imageUrl: null, altText: null, image: null },
      ...{ pendingChecks: options.processingChecks ?? 0, publishedAs: null, isCarouselItem: false, children: ids },
    };
    addContainer(created);
    return { status: 200, json: { id: created.id } };
  }

  return { name: flow.name, answer, containers, published, comments, metrics };
}

/** A short code like Instagram's and Threads' post URLs carry, derived from the id. */
function shortcode(id: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let n = BigInt(id);
  let code = "";
  while (n > 0n) {
    code = alphabet[Number(n % 64n)] + code;
    n /= 64n;
  }
  return code;
}
