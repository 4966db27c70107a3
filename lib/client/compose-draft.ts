import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule, preselectedPlatforms } from "@/lib/platforms/registry";
import type { CreatePostInput, PostVersions } from "@/lib/schemas/post";
import { followUpsFromPost, followUpVersionFields, type FollowUpsByPlatform } from "@/lib/client/compose-follow-ups";

/**
 * What the composer holds: one default text (`content`) and, per platform, its own text only
 * where the marketer or a picked variation made it differ. Selecting or unselecting a platform
 * keeps its own text, so nothing typed is lost; only selected platforms are sent.
 */
export type ComposeDraft = {
  brandId: string;
  platforms: PlatformId[];
  content: string;
  own: Partial<Record<PlatformId, string>>;
  imageUrl: string;
  /**
   * The post's images after the first (`imageUrl`), in order. Absent: the draft never held a
   * list, and the post is sent with `image_url` alone as it always was; present (even empty): the
   * whole list is sent as `media`, so an image removed here is removed from the post too.
   */
  moreImages?: string[];
  /**
   * Per platform its own image choice: a URL ("" while none is chosen yet) or null for no image.
   * A platform left out publishes `imageUrl`. Kept when a platform is unselected, as `own` is.
   */
  ownImage?: Partial<Record<PlatformId, string | null>>;
  /** The last own image each platform had, so that "Its own image" chosen again brings it back. */
  keptImage?: Partial<Record<PlatformId, string>>;
  /**
   * Per platform its own images after the first (`ownImage`), in order, as `moreImages` is for
   * the post: absent, the version is sent with `image_url` alone; present (even empty), its
   * whole list is sent as `versions.<platform>.media`. Kept when the choice changes, so that
   * "Its own image" chosen again brings the whole list back.
   */
  ownMoreImages?: Partial<Record<PlatformId, string[]>>;
  /**
   * Per platform the replies of its thread and its first comment (lib/client/compose-follow-ups.ts);
   * kept when a platform is unselected, as `own` is.
   */
  followUps?: FollowUpsByPlatform;
};

export const emptyDraft = (brandId = "", platforms: PlatformId[] = preselectedPlatforms(false)): ComposeDraft => ({ brandId, platforms, content: "", own: {}, imageUrl: "", ownImage: {} });

/** The post's images in order (the first is `imageUrl`); blanks left out. */
export function postImagesOf(draft: Pick<ComposeDraft, "imageUrl" | "moreImages">): string[] {
  return [draft.imageUrl, ...(draft.moreImages ?? [])].map((url) => url.trim()).filter((url) => url !== "");
}

/**
 * The post's images replaced by `urls` in this order: the first becomes `imageUrl`. A draft that
 * never held more than one image stays without a list (sent as `image_url` alone).
 */
export function setPostImages(draft: ComposeDraft, urls: string[]): ComposeDraft {
  const list = urls.length > 1 || draft.moreImages !== undefined ? { moreImages: urls.slice(1) } : {};
  return { ...draft, imageUrl: urls[0] ?? "", ...list };
}

/** A platform's image choice in the composer: the post's image, none, or one of its own. */
export type ImageChoice = "same" | "none" | "own";

export function imageChoiceOf(draft: ComposeDraft, platform: PlatformId): ImageChoice {
  const own = draft.ownImage?.[platform];
  return own === undefined ? "same" : own === null ? "none" : "own";
}

/** The image URL `platform` will publish ("" for none): its own choice, else the post's image. */
export function imageFor(draft: ComposeDraft, platform: PlatformId): string {
  const own = draft.ownImage?.[platform];
  return (own === undefined ? draft.imageUrl : (own ?? "")).trim();
}

/** Sets a platform's image choice; choosing "own" again keeps the image it had. */
export function setImageChoice(draft: ComposeDraft, platform: PlatformId, choice: ImageChoice): ComposeDraft {
  const ownImage = { ...draft.ownImage };
  if (choice === "same") delete ownImage[platform];
  else if (choice === "none") ownImage[platform] = null;
  else ownImage[platform] = ownImage[platform] ?? draft.keptImage?.[platform] ?? "";
  return { ...draft, ownImage };
}

/** A platform's own image (a URL, or "" while none is chosen). */
export function setPlatformImage(draft: ComposeDraft, platform: PlatformId, imageUrl: string): ComposeDraft {
  return { ...draft, ownImage: { ...draft.ownImage, [platform]: imageUrl }, keptImage: { ...draft.keptImage, [platform]: imageUrl } };
}

/** A platform's own images in order (the first is its `ownImage`); blanks left out. */
export function ownImagesOf(draft: ComposeDraft, platform: PlatformId): string[] {
  const first = draft.ownImage?.[platform] ?? draft.keptImage?.[platform] ?? "";
  return [first, ...(draft.ownMoreImages?.[platform] ?? [])].map((url) => url.trim()).filter((url) => url !== "");
}

/** The images `platform` will publish, in order: its own list, none, or the post's list. */
export function imagesFor(draft: ComposeDraft, platform: PlatformId): string[] {
  const choice = imageChoiceOf(draft, platform);
  return choice === "same" ? postImagesOf(draft) : choice === "none" ? [] : ownImagesOf(draft, platform);
}

/**
 * A platform's own images replaced by `urls` in this order: the first becomes its own image. A
 * version that never held more than one image stays without a list (sent as `image_url`).
 */
export function setPlatformImages(draft: ComposeDraft, platform: PlatformId, urls: string[]): ComposeDraft {
  const next = setPlatformImage(draft, platform, urls[0] ?? "");
  if (urls.length <= 1 && draft.ownMoreImages?.[platform] === undefined) return next;
  return { ...next, ownMoreImages: { ...draft.ownMoreImages, [platform]: urls.slice(1) } };
}

/** The selected platforms set to "Its own image" without one chosen yet. */
export function platformsAwaitingOwnImage(draft: ComposeDraft): PlatformId[] {
  return draft.platforms.filter((platform) => imageChoiceOf(draft, platform) === "own" && imageFor(draft, platform) === "");
}

/** The text `platform` will publish: its own, else the default. */
export function textFor(draft: ComposeDraft, platform: PlatformId): string {
  return draft.own[platform] ?? draft.content;
}

/** Whether `platform` publishes a text of its own. */
export const hasOwnText = (draft: ComposeDraft, platform: PlatformId) => draft.own[platform] !== undefined && draft.own[platform] !== draft.content;

/** Sets one platform's text; a text equal to the default is no version of its own. */
export function setPlatformText(draft: ComposeDraft, platform: PlatformId, text: string): ComposeDraft {
  const own = { ...draft.own };
  if (text === draft.content) delete own[platform];
  else own[platform] = text;
  return { ...draft, own };
}

/** The platform goes back to publishing the default text. */
export function revertToDefault(draft: ComposeDraft, platform: PlatformId): ComposeDraft {
  const own = { ...draft.own };
  delete own[platform];
  return { ...draft, own };
}

/** Changes the default text: every platform without its own text follows it. */
export function setDefaultText(draft: ComposeDraft, content: string): ComposeDraft {
  const own = Object.fromEntries(Object.entries(draft.own).filter(([, text]) => text !== content));
  return { ...draft, content, own };
}

/**
 * The texts picked from a generation, one per platform, as a draft: the first platform's pick
 * (in the registry's order) becomes the default text, the others differing from it their own.
 */
export function draftFromPicks(base: ComposeDraft, picks: Partial<Record<PlatformId, string>>): ComposeDraft {
  const picked = PLATFORM_IDS.filter((p) => base.platforms.includes(p) && picks[p] !== undefined);
  if (picked.length === 0) return base;
  const content = picks[picked[0]]!;
  let draft: ComposeDraft = { ...base, content, own: {} };
  for (const platform of picked.slice(1)) draft = setPlatformText(draft, platform, picks[platform]!);
  return draft;
}

/**
 * A picked variation (or any whole-text choice) for one platform: every platform keeps the text
 * it shows now, this one takes `text`, and the default is derived again as after a generation.
 */
export function pickPlatformText(draft: ComposeDraft, platform: PlatformId, text: string): ComposeDraft {
  const texts: Partial<Record<PlatformId, string>> = Object.fromEntries(draft.platforms.map((p) => [p, textFor(draft, p)]));
  const next = draftFromPicks(draft, { ...texts, [platform]: text });
  // Unselected platforms keep what was typed for them, should they be selected again.
  const kept = Object.fromEntries(Object.entries(draft.own).filter(([p]) => !draft.platforms.includes(p as PlatformId)));
  return { ...next, own: { ...kept, ...next.own } };
}

/** The `versions` sent: only selected platforms whose text differs from the default, or with an image choice of their own. */
export function versionsOf(draft: ComposeDraft): PostVersions {
  const versions: PostVersions = {};
  for (const platform of draft.platforms) {
    const version: NonNullable<PostVersions[PlatformId]> = followUpVersionFields(draft, platform);
    const text = draft.own[platform];
    if (text !== undefined && text !== draft.content) version.content = text;
    const choice = imageChoiceOf(draft, platform);
    // Its own list once it has one (every image in order), else its one image or none.
    if (choice === "own" && draft.ownMoreImages?.[platform] !== undefined) version.media = ownImagesOf(draft, platform).map((url) => ({ url, alt_text: null }));
    else if (choice !== "same") version.image_url = choice === "none" ? null : imageFor(draft, platform);
    if (Object.keys(version).length > 0) versions[platform] = version;
  }
  return versions;
}

/** The body of POST /posts (and of PATCH /posts/{id}): one post, its versions inside. */
export function postBodyOf(given: ComposeDraft): CreatePostInput {
  // When no selected platform publishes the default (each has its own text, or the default is
  // empty), the first platform's text becomes the default, so the post's main text is one that
  // is really published and no version repeats it.
  const followed = given.platforms.some((p) => !hasOwnText(given, p) && given.content.trim() !== "");
  const first = followed ? undefined : given.platforms.find((p) => textFor(given, p).trim() !== "");
  const draft = first ? setDefaultText(given, textFor(given, first)) : given;
  return {
    content: draft.content,
    platforms: draft.platforms,
    brand_id: draft.brandId || null,
    image_url: draft.imageUrl.trim() || null,
    // The list once the draft has one: every image in order, its alt text the upload's own.
    ...(draft.moreImages !== undefined ? { media: postImagesOf(draft).map((url) => ({ url })) } : {}),
    versions: versionsOf(draft),
    // Each platform's thread and first comment travel in its version (followUpVersionFields).
    thread: [],
    first_comment: null,
  };
}

/** The selected platforms whose text is over their limit, counted as the server counts. */
export function platformsOverLimit(draft: ComposeDraft): PlatformId[] {
  return draft.platforms.filter((platform) => {
    const rule = platformRule(platform);
    return rule.count(textFor(draft, platform)) > rule.limit;
  });
}

/** The selected platforms that would publish an empty text. */
export function platformsWithoutText(draft: ComposeDraft): PlatformId[] {
  return draft.platforms.filter((platform) => textFor(draft, platform).trim() === "");
}

/** A saved post as a draft to edit. */
export function draftOfPost(post: { content: string; versions: PostVersions; platforms: string[]; brand_id: string | null; image_url: string | null; media?: { url: string }[]; thread?: string[]; first_comment?: string | null }): ComposeDraft {
  const platforms = PLATFORM_IDS.filter((p) => post.platforms.includes(p));
  const own: Partial<Record<PlatformId, string>> = {};
  const ownImage: Partial<Record<PlatformId, string | null>> = {};
  const ownMoreImages: Partial<Record<PlatformId, string[]>> = {};
  for (const platform of platforms) {
    const version = post.versions[platform];
    if (version?.content !== undefined && version.content !== post.content) own[platform] = version.content;
    if (version?.image_url !== undefined) ownImage[platform] = version.image_url;
    // A version with several images of its own reads back as its list, sent whole again on save.
    if (version?.media && version.media.length > 1) ownMoreImages[platform] = version.media.slice(1).map((item) => item.url);
  }
  const withOwnLists = Object.keys(ownMoreImages).length > 0 ? { ownMoreImages } : {};
  const followUps = followUpsFromPost(post, platforms);
  const withFollowUps = Object.keys(followUps).length > 0 ? { followUps } : {};
  // A post with several images reads back as its list, so that saving sends them all again.
  const list = post.media && post.media.length > 1 ? { moreImages: post.media.slice(1).map((item) => item.url) } : {};
  return { brandId: post.brand_id ?? "", platforms, content: post.content, own, imageUrl: post.image_url ?? "", ...list, ownImage, ...withOwnLists, ...withFollowUps };
}
