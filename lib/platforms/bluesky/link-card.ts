import * as cheerio from "cheerio";
import { privateAllowlistFor } from "@/lib/net/private-allowlist-for";
import { safeFetchBytes, safeFetchText } from "@/lib/net/safe-fetch";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";
import { blueskyImageRules } from "@/lib/platforms/bluesky/image-rules";

/**
 * What an app.bsky.embed.external card shows for a link: the page's Open Graph title,
 * description and image (docs/platforms.md, Bluesky "Link cards"). Bluesky does not build cards
 * itself; the client that posts does, so we fetch the page, through the SSRF-safe fetch since the
 * URL is the user's.
 */
export type LinkCard = {
  uri: string;
  title: string;
  description: string;
  /** null when the page names no image, or its image could not be used (`thumbProblem` says why). */
  thumb: CardThumb | null;
  thumbProblem?: string;
};
export type CardThumb = { bytes: Uint8Array; mimeType: string };

/** The lexicon's bound for the thumb blob (maxSize 1,000,000), the same as a post's image. */
export const CARD_THUMB_MAX_BYTES = blueskyImageRules.maxBytes ?? 1_000_000;
/** Open Graph tags sit in <head>: a page larger than this is not worth reading for them. */
const CARD_PAGE_MAX_BYTES = 1024 * 1024;
/** A slow site delays the post by at most this much per fetch (page, then image). */
const CARD_FETCH_TIMEOUT_MS = 5_000;
const TITLE_MAX_CHARS = 300;
const DESCRIPTION_MAX_CHARS = 1_000;

/**
 * The card for `url`. Throws (a SafeFetchError, or an Error for a non-2xx page) when there is no
 * page to read; an unusable image only drops the thumb.
 */
export async function readLinkCard(url: string, options: { timeoutMs?: number } = {}): Promise<LinkCard> {
  const timeoutMs = Math.min(options.timeoutMs ?? CARD_FETCH_TIMEOUT_MS, CARD_FETCH_TIMEOUT_MS);
  const page = await safeFetchText(url, { timeoutMs, maxBytes: CARD_PAGE_MAX_BYTES, privateAllowlist: privateAllowlistFor("link-cards") });
  if (page.status < 200 || page.status > 299) throw new SafeFetchError("network", `the site answered HTTP ${page.status}`);

  const $ = cheerio.load(page.body);
  const meta = (...names: string[]) => {
    for (const name of names) {
      const content = collapse($(`meta[property="${name}"], meta[name="${name}"]`).first().attr("content") ?? "");
      if (content) return content;
    }
    return "";
  };
  const title = meta("og:title", "twitter:title") || collapse($("title").first().text()) || url;
  const description = meta("og:description", "twitter:description", "description");
  const card: LinkCard = { uri: url, title: clip(title, TITLE_MAX_CHARS), description: clip(description, DESCRIPTION_MAX_CHARS), thumb: null };

  const image = meta("og:image:secure_url", "og:image", "og:image:url", "twitter:image");
  if (!image) return card;
  try {
    card.thumb = await readThumb(new URL(image, page.url).href, timeoutMs);
  } catch (error) {
    card.thumbProblem = error instanceof Error ? error.message : String(error);
  }
  return card;
}

async function readThumb(url: string, timeoutMs: number): Promise<CardThumb> {
  const image = await safeFetchBytes(url, { timeoutMs, maxBytes: CARD_THUMB_MAX_BYTES, privateAllowlist: privateAllowlistFor("link-cards") });
  if (image.status < 200 || image.status > 299) throw new Error(`the image answered HTTP ${image.status}`);
  // The bytes decide, not the header: a server may label anything image/*.
  const mimeType = sniffImageType(image.bytes);
  if (!mimeType || !(blueskyImageRules.mimeTypes as readonly string[]).includes(mimeType)) throw new Error("the image is not a JPEG, PNG, WebP or GIF");
  return { bytes: image.bytes, mimeType };
}

/** The image type from the file's first bytes, or null. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}
