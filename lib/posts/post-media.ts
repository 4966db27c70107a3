import { invalidRequest } from "@/lib/errors";
import type { PlatformId } from "@/lib/platforms/ids";
import { readMediaList, toMediaList } from "@/lib/publishing/media-list";
import { postMediaOf } from "@/lib/publishing/platform-media";
import type { Versions } from "@/lib/publishing/post-versions";
import type { PostMediaInput, PostMediaItem } from "@/lib/schemas/post-media";

// How `media` and `image_url` of a request become the stored pair (docs/api-decisions.md,
// "Several images per post"): `image_url` is always the first image's URL, so a client that
// knows only `image_url` keeps working, and one that sends both must send them agreeing.

export type StoredMedia = { imageUrl: string | null; media: PostMediaItem[] };

/** A version as a request gives it: an image's alt text may be left out. */
type GivenVersion = { content?: string; image_url?: string | null; media?: { url: string; alt_text?: string | null }[] };
type GivenVersions = Partial<Record<PlatformId, GivenVersion>>;

type MediaInput = { image_url?: string | null; media?: PostMediaInput | null };

/** `image_url` given beside `media` must be its first URL (or null for an empty list). */
function assertFirstImage(imageUrl: string | null | undefined, list: PostMediaItem[], prefix: string): void {
  if (imageUrl === undefined) return;
  const first = list[0]?.url ?? null;
  if (imageUrl === first) return;
  const field = `${prefix}image_url`;
  throw invalidRequest(`${field}: must be the first image of ${prefix}media (${first ?? "none: the list is empty"}), or be left out.`, [{ field }]);
}

/**
 * POST /posts: `media` given is the list (its first URL the `image_url`); `image_url` alone is
 * stored as it always was, with an empty list that reads as that one image.
 */
export function mediaOfCreate(input: MediaInput): StoredMedia {
  if (input.media === undefined || input.media === null) return { imageUrl: input.image_url ?? null, media: [] };
  const list = toMediaList(input.media);
  assertFirstImage(input.image_url, list, "");
  return { imageUrl: list[0]?.url ?? null, media: list };
}

/**
 * PATCH /posts/{id}: `media` given replaces the list; `image_url` given alone replaces only
 * the first image and keeps the others (the dashboard's composer sends the `image_url` it
 * showed, so an edit there never drops images it does not show), and null removes every image;
 * neither given keeps both.
 */
export function mediaOfUpdate(input: MediaInput, current: { imageUrl: string | null; media: unknown }): StoredMedia {
  if (input.media !== undefined) {
    const list = toMediaList(input.media ?? []);
    assertFirstImage(input.image_url, list, "");
    return { imageUrl: list[0]?.url ?? null, media: list };
  }
  const stored = readMediaList(current.media) ?? [];
  if (input.image_url === undefined) return { imageUrl: current.imageUrl, media: stored };
  if (input.image_url === null) return { imageUrl: null, media: [] };
  if (stored.length === 0) return { imageUrl: input.image_url, media: [] };
  const list = postMediaOf({ imageUrl: current.imageUrl, media: stored });
  if (list[0]?.url === input.image_url) return { imageUrl: input.image_url, media: list };
  return { imageUrl: input.image_url, media: [{ url: input.image_url, alt_text: null }, ...list.slice(1)] };
}

/**
 * Versions as stored: a version that lists its own images also stores the `image_url` of the
 * first (so each reader of a version's one image keeps reading it), and a version given on
 * PATCH with only the `image_url` its stored list starts with keeps that list (the composer
 * round trip, as for the post's own list).
 */
export function versionsWithMedia(versions: GivenVersions | null | undefined, current: Versions = {}): Versions {
  const out: Versions = {};
  for (const [platform, version] of Object.entries(versions ?? {}) as [PlatformId, GivenVersion][]) {
    if (version.media !== undefined) {
      const list = toMediaList(version.media);
      assertFirstImage(version.image_url, list, `versions.${platform}.`);
      out[platform] = { ...version, image_url: list[0]?.url ?? null, media: list };
      continue;
    }
    const before = current[platform]?.media;
    const keeps = before && before.length > 1 && typeof version.image_url === "string" && before[0]?.url === version.image_url;
    const { media: _none, ...rest } = version;
    out[platform] = keeps ? { ...rest, media: before } : rest;
  }
  return out;
}
