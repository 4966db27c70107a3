import type { PlatformId } from "@/lib/platforms/ids";

/** An uploaded image's bytes and facts, for platforms that take the file itself (X, LinkedIn, Bluesky). */
export type PublishImage = { bytes: Uint8Array; mimeType: string; width: number; height: number; altText: string | null };

export type PublishRequest = {
  platform: PlatformId;
  text: string;
  imageUrl: string | null;
  /**
   * The image when `imageUrl` is one of the user's uploads (lib/media/); absent for an image
   * hosted elsewhere, which only the platforms that fetch a URL can publish.
   */
  image?: PublishImage | null;
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

export interface Publisher {
  platform: PlatformId;
  requiredCredentials: readonly string[];
  /** Resolves with the post id, or rejects with a PublishError (never another error type on purpose). */
  publish(request: PublishRequest, options: PublishOptions): Promise<PublishSuccess>;
}
