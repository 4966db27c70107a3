import { type $Typed, type AppBskyEmbedExternal, type AppBskyEmbedImages, type AppBskyEmbedVideo, AppBskyRichtextFacet, AtpAgent, AtUri, RichText, XRPCError } from "@atproto/api";
import { log } from "@/lib/log";
import { readLinkCard } from "@/lib/platforms/bluesky/link-card";
import { bluesky } from "@/lib/platforms/bluesky/platform";
import { blueskyVideoEmbed, videoUploadTimeoutMs } from "@/lib/platforms/bluesky/video-embed";
import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { errorFromAnswer } from "@/lib/platforms/publisher-kit/answer-error";
import { firstUrl } from "@/lib/platforms/publisher-kit/first-url";
import { transportError } from "@/lib/platforms/publisher-kit/http";
import { imagesToUpload } from "@/lib/platforms/publisher-kit/images-to-upload";
import { missingPostIdError, PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";

/**
 * Bluesky through @atproto/api (docs/platforms.md): `com.atproto.server.createSession` with the handle
 * and an app password, then `com.atproto.repo.createRecord` of an app.bsky.feed.post whose links,
 * mentions and hashtags are richtext facets (UTF-8 byte offsets) built by RichText.detectFacets;
 * each image (up to four, in the post's order) goes up first by `com.atproto.repo.uploadBlob`
 * and is embedded in app.bsky.embed.images with its alt text and aspect ratio; a video goes up the
 * same way, streamed from the media store, as app.bsky.embed.video (video-embed.ts). A post with a link and no image gets
 * the link's card (app.bsky.embed.external, link-card.ts) when the page can be read; the post
 * never fails for want of its card.
 * A fresh session per publish: posting is rare per account, and no session state is kept.
 */
export const blueskyPublisher: Publisher = {
  platform: "bluesky",
  requiredCredentials: credentialFieldNames(bluesky.credentials),
  async publish(request, { baseUrl, timeoutMs }) {
    const { handle, app_password } = requireCredentials("bluesky", request.credentials, ["handle", "app_password"]);
    // Every XRPC call gets the per-request timeout; a video's upload, one long request, more.
    let requestTimeoutMs = timeoutMs;
    const agent = new AtpAgent({
      service: baseUrl,
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) }),
    });

    try {
      await agent.login({ identifier: handle, password: app_password });
    } catch (error) {
      // Nothing is posted before the session exists, so every transport failure is retryable.
      throw blueskyError(error, true);
    }

    // The image first (uploadBlob), so the post record can embed it: a blob never referenced is
    // discarded by the PDS, so a failure here or a retry costs nothing visible.
    let embed: $Typed<AppBskyEmbedImages.Main> | $Typed<AppBskyEmbedExternal.Main> | $Typed<AppBskyEmbedVideo.Main> | undefined;
    if (request.video) {
      const video = request.video;
      embed = await blueskyVideoEmbed(agent, video, async (send) => {
        requestTimeoutMs = videoUploadTimeoutMs(timeoutMs, video.bytes);
        try {
          await send();
        } catch (error) {
          throw blueskyError(error, true);
        } finally {
          requestTimeoutMs = timeoutMs;
        }
      });
    }
    const images = request.video ? [] : await imagesToUpload(request, { timeoutMs });
    if (images.length > 0) {
      const embedded: AppBskyEmbedImages.Image[] = [];
      for (const { bytes, mimeType, width, height, altText } of images) {
        try {
          const { data } = await agent.uploadBlob(bytes, { encoding: mimeType });
          embedded.push({ alt: altText ?? "", image: data.blob, aspectRatio: { width, height } });
        } catch (error) {
          throw blueskyError(error, true);
        }
      }
      embed = { $type: "app.bsky.embed.images", images: embedded };
    }

    if (!embed) embed = await linkCardEmbed(agent, request.text, timeoutMs);

    const richText = new RichText({ text: request.text });
    await richText.detectFacets(agent);
    let created: { uri: string };
    try {
      created = await agent.post({
        text: richText.text,
        facets: withoutUnresolvedMentions(richText.facets),
        ...(embed ? { embed } : {}),
        createdAt: new Date().toISOString(),
      });
    } catch (error) {
      throw blueskyError(error, false);
    }

    const uri = created?.uri;
    if (!uri) throw missingPostIdError("bluesky");
    const profile = agent.session?.handle ?? handle;
    return { platformPostId: uri, permalink: `https://bsky.app/profile/${profile}/post/${new AtUri(uri).rkey}` };
  },

  /**
   * A thread's part or a first comment: an app.bsky.feed.post whose `reply` names the thread's
   * `root` and its `parent` by strong reference (uri and cid). A reference without its CID (the
   * post itself: deliveries keep only its uri) is read first with com.atproto.repo.getRecord.
   */
  async followUp(request, { baseUrl, timeoutMs }) {
    const { handle, app_password } = requireCredentials("bluesky", request.credentials, ["handle", "app_password"]);
    const agent = new AtpAgent({ service: baseUrl, fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) });
    try {
      await agent.login({ identifier: handle, password: app_password });
    } catch (error) {
      throw blueskyError(error, true);
    }
    let root: { uri: string; cid: string };
    let parent: { uri: string; cid: string };
    try {
      root = await strongRef(agent, request.root);
      parent = request.parent.id === request.root.id ? root : await strongRef(agent, request.parent);
    } catch (error) {
      // Only reads so far: nothing was posted.
      throw blueskyError(error, true);
    }
    const richText = new RichText({ text: request.text });
    await richText.detectFacets(agent);
    let created: { uri: string; cid: string };
    try {
      created = await agent.post({ text: richText.text, facets: withoutUnresolvedMentions(richText.facets), reply: { root, parent }, createdAt: new Date().toISOString() });
    } catch (error) {
      throw blueskyError(error, false);
    }
    if (!created?.uri || !created.cid) throw missingPostIdError("bluesky");
    const profile = agent.session?.handle ?? handle;
    return { platformPostId: created.uri, cid: created.cid, permalink: `https://bsky.app/profile/${profile}/post/${new AtUri(created.uri).rkey}` };
  },
};

/** A post's strong reference: its uri and the CID of its record (read when not known). */
async function strongRef(agent: AtpAgent, ref: { id: string; cid?: string | null }): Promise<{ uri: string; cid: string }> {
  if (ref.cid) return { uri: ref.id, cid: ref.cid };
  const at = new AtUri(ref.id);
  const { data } = await agent.com.atproto.repo.getRecord({ repo: at.host, collection: at.collection, rkey: at.rkey });
  if (!data.cid) throw missingPostIdError("bluesky");
  return { uri: data.uri, cid: data.cid };
}

/**
 * The card of the text's first link, its thumbnail uploaded as a blob; undefined (and one log
 * line) when there is no link or no card could be built. A thumbnail that cannot be used or
 * uploaded only leaves the card without one.
 */
async function linkCardEmbed(agent: AtpAgent, text: string, timeoutMs: number): Promise<$Typed<AppBskyEmbedExternal.Main> | undefined> {
  const url = firstUrl(text);
  if (!url) return undefined;
  let card;
  try {
    card = await readLinkCard(url, { timeoutMs });
  } catch (error) {
    log().warn({ platform: "bluesky", site: siteOf(url), reason: reasonOf(error) }, "bluesky link card skipped: the page could not be read; posting without it");
    return undefined;
  }
  const external: AppBskyEmbedExternal.External = { uri: card.uri, title: card.title, description: card.description };
  let thumbProblem = card.thumbProblem;
  if (card.thumb) {
    try {
      external.thumb = (await agent.uploadBlob(card.thumb.bytes, { encoding: card.thumb.mimeType })).data.blob;
    } catch (error) {
      thumbProblem = `upload failed: ${reasonOf(error)}`;
    }
  }
  if (thumbProblem) log().warn({ platform: "bluesky", site: siteOf(url), reason: thumbProblem }, "bluesky link card without its image");
  return { $type: "app.bsky.embed.external", external };
}

/** Only the origin is logged: a link's path or query may carry what its sender would not log. */
function siteOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "(invalid URL)";
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A mention whose handle did not resolve has did "" and would make the whole post invalid. */
function withoutUnresolvedMentions(facets: AppBskyRichtextFacet.Main[] | undefined) {
  const kept = facets
    ?.map((facet) => ({
      ...facet,
      features: facet.features.filter((feature) => !AppBskyRichtextFacet.isMention(feature) || feature.did !== ""),
    }))
    .filter((facet) => facet.features.length > 0);
  return kept && kept.length > 0 ? kept : undefined;
}

// XRPC error names that mean the app password or session is no longer accepted.
const TOKEN_ERRORS = new Set(["AuthenticationRequired", "ExpiredToken", "InvalidToken", "AuthFactorTokenRequired"]);

// @atproto/xrpc's ResponseType: 1 = Unknown (transport failure, fetch error as cause),
// 2 = InvalidResponse (a 2xx whose body lacks what the lexicon promises, e.g. createRecord's uri).
const XRPC_UNKNOWN = 1;
const XRPC_INVALID_RESPONSE = 2;

function blueskyError(error: unknown, repeatable: boolean): PublishError {
  if (!(error instanceof XRPCError)) return transportError("bluesky", error, repeatable);
  if (error.status === XRPC_INVALID_RESPONSE) return missingPostIdError("bluesky");
  if (error.status === XRPC_UNKNOWN) return transportError("bluesky", error.cause ?? error, repeatable);
  const reading: PlatformErrorReading = {
    message: error.message,
    tokenProblem: TOKEN_ERRORS.has(error.error),
  };
  return errorFromAnswer(
    "bluesky",
    { status: error.status, headers: toHeaders(error.headers), json: null, text: "" },
    reading,
  );
}

function toHeaders(map: Record<string, string | undefined> | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(map ?? {})) if (value !== undefined) headers.set(name, value);
  return headers;
}
