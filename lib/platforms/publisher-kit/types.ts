import type { PlatformId } from "@/lib/platforms/ids";

/** An uploaded image's bytes and facts, for platforms that take the file itself (X, LinkedIn, Bluesky). */
export type PublishImage = { bytes: Uint8Array; mimeType: string; width: number; height: number; altText: string | null };

/**
 * An uploaded video as the publishers need it: its public URL for the platforms that pull it
 * (Instagram, Threads, Facebook, TikTok PULL_FROM_URL), its bytes a range at a time for those
 * that take the file in chunks (X, LinkedIn, TikTok FILE_UPLOAD, Bluesky), never all of a large
 * file in memory at once, and what ffprobe found in it.
 */
export type PublishVideo = {
  url: string;
  mimeType: string;
  bytes: number;
  durationMs: number;
  width: number;
  height: number;
  frameRate: number;
  videoCodec: string;
  audioCodec: string | null;
  /** The cover frame's public URL (a JPEG), or null when none was made. */
  coverUrl: string | null;
  /** The time of the frame the user chose as cover, in ms (TikTok's video_cover_timestamp_ms); null or absent: the platform's own choice. */
  coverAtMs?: number | null;
  altText: string | null;
  /** Bytes [start, end) of the file; end is at most `bytes`. */
  readRange(start: number, end: number): Promise<Uint8Array>;
};

/** One image of several: its URL, the file when it is an upload of the workspace, and its alt text. */
export type PublishMediaItem = { imageUrl: string; image: PublishImage | null; altText: string | null };

export type PublishRequest = {
  platform: PlatformId;
  text: string;
  imageUrl: string | null;
  /**
   * The image when `imageUrl` is one of the user's uploads (lib/media/); absent for an image
   * hosted elsewhere, which only the platforms that fetch a URL can publish.
   */
  image?: PublishImage | null;
  /**
   * Every image in order when the platform publishes more than one (docs/api-decisions.md,
   * "Several images per post"); the first is `imageUrl`/`image`. Absent or shorter than two:
   * `imageUrl`/`image` is the whole story, as for a publisher that sends one image.
   */
  images?: PublishMediaItem[];
  /**
   * The post's video (docs/video.md), when it publishes one instead of images: `imageUrl` is then
   * null and `images` absent.
   */
  video?: PublishVideo | null;
  /** Exactly the keys of the platform's credentials declaration, as the connections feature stores them. */
  credentials: Record<string, string>;
  /** Stable per delivery, for idempotency where the API supports it. */
  idempotencyKey: string;
};

export type PublishSuccess = {
  /** The platform's own id for the post; a publish without one is not a success. */
  platformPostId: string;
  permalink: string | null;
};

export type PublishOptions = {
  /** Where the platform's API lives; tests point this at a loopback server. */
  baseUrl: string;
  /** Per HTTP request, not for the whole publish. */
  timeoutMs: number;
};

/** A published post or reply as the next reply names it: the platform's id and, on Bluesky, its record's CID. */
export type PublishedRef = { id: string; cid?: string | null };

/**
 * What follows a post (docs/api-decisions.md, "Threads and a first comment"): a reply to
 * `parent` in the thread that starts at `root` (a thread's part, or a first comment given as a
 * reply), or a comment on `root` through the platform's comments API.
 */
export type FollowUpRequest = {
  platform: PlatformId;
  kind: "reply" | "comment";
  text: string;
  root: PublishedRef;
  parent: PublishedRef;
  credentials: Record<string, string>;
  /** Stable per step (its delivery and part), for idempotency where the API supports it. */
  idempotencyKey: string;
};

export type FollowUpSuccess = PublishSuccess & {
  /** Bluesky: the reply's record, which the next reply must name (uri is its id). */
  cid?: string;
};

export interface Publisher {
  platform: PlatformId;
  requiredCredentials: readonly string[];
  /** Resolves with the post id, or rejects with a PublishError (never another error type on purpose). */
  publish(request: PublishRequest, options: PublishOptions): Promise<PublishSuccess>;
  /**
   * Publishes one reply or comment after the post (platforms whose `followUps` declare them);
   * rejects with a PublishError as `publish` does.
   */
  followUp?(request: FollowUpRequest, options: PublishOptions): Promise<FollowUpSuccess>;
}
