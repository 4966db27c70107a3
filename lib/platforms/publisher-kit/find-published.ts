import type { PlatformId } from "@/lib/platforms/ids";
import { isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp, type HttpAnswer } from "@/lib/platforms/publisher-kit/http";
import { platformLabel, PublishError } from "@/lib/platforms/publisher-kit/publish-error";

/**
 * "Did an earlier attempt of ours publish this?" for a delivery whose outcome is unknown (its
 * runner died mid-request, or the request timed out): the platform is asked, with the brand's
 * connection, for the account's posts since the attempt began, and the delivery's text is looked
 * for among them (docs/publishing.md, "What happens when a server dies").
 */
export type FindRequest = {
  text: string;
  credentials: Record<string, string>;
  /** The oldest moment a post of that attempt can carry (its start, less a margin for clocks). */
  since: Date;
  /** Posts already recorded for other deliveries: never claimed for this one. */
  excludeIds: ReadonlySet<string>;
};

export type FindOptions = { baseUrl: string; timeoutMs: number };

export type FindAnswer =
  | { kind: "found"; platformPostId: string; permalink: string | null; cid?: string | null }
  /** The platform answered, and what it listed covers every moment since `since`. */
  | { kind: "not_found" }
  /** No way to tell: no lookup API, the lookup failed, or the listing did not reach back far enough. */
  | { kind: "cannot_tell"; reason: string };

export type PublishedFinder = (request: FindRequest, options: FindOptions) => Promise<FindAnswer>;

/** One post as a platform lists it, reduced to what matching needs. */
export type ListedPost = {
  id: string;
  text: string;
  createdAt: Date | null;
  permalink: string | null;
  /** The post it replies to, where the listing says (a reply's lookup matches on it). */
  replyTo?: string | null;
  /** Bluesky: the record's CID, which a reply to it must name. */
  cid?: string | null;
};
export type ListedPage = { posts: ListedPost[]; next: string | null };

/**
 * How many pages a lookup reads at most: a brand account posts a few times an hour, so the
 * window since an attempt fits in the first page; an account that posted more than this many
 * pages since then is left to a person ("cannot tell") rather than paged through for minutes.
 */
export const MAX_LOOKUP_PAGES = 5;

/** Texts compared as people see them: Unicode-normalised, whitespace runs as one space, trimmed. */
export function sameText(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

function normalise(text: string): string {
  return text.normalize("NFC").replace(/\s+/gu, " ").trim();
}

/**
 * Reads the account's list page by page and looks for `text` among posts no older than `since`.
 * `newestFirst`: the platform documents its list newest first, so a post older than `since`
 * ends the window; otherwise the list must be read to its end to be sure.
 */
export async function findInListing(
  request: FindRequest,
  readPage: (cursor: string | null) => Promise<ListedPage>,
  options: { newestFirst: boolean; matches?: (listed: string, ours: string) => boolean; accept?: (post: ListedPost) => boolean },
): Promise<FindAnswer> {
  const matches = options.matches ?? sameText;
  let cursor: string | null = null;
  for (let page = 0; page < MAX_LOOKUP_PAGES; page++) {
    const { posts, next } = await readPage(cursor);
    let reachedOlder = false;
    for (const post of posts) {
      if (post.createdAt && post.createdAt < request.since) {
        reachedOlder = true;
        continue;
      }
      if (request.excludeIds.has(post.id) || (options.accept && !options.accept(post))) continue;
      if (matches(post.text, request.text)) return { kind: "found", platformPostId: post.id, permalink: post.permalink, ...(post.cid ? { cid: post.cid } : {}) };
    }
    if (next === null || (options.newestFirst && reachedOlder)) return { kind: "not_found" };
    cursor = next;
  }
  return { kind: "cannot_tell", reason: `the account has more than ${MAX_LOOKUP_PAGES} pages of posts since the attempt began` };
}

/** A read of the platform's list: any status but 2xx (or a transport failure) is a PublishError for `lookupFailed`. */
export async function listingGet(platform: PlatformId, url: string, headers: Record<string, string>, timeoutMs: number): Promise<HttpAnswer> {
  const answer = await sendHttp({ platform, method: "GET", url, headers, timeoutMs, repeatable: true });
  if (!isSuccess(answer)) throw new PublishError("retryable", `listing the account's posts answered ${answer.status}${detailOf(answer)}`, { status: answer.status });
  return answer;
}

function detailOf(answer: HttpAnswer): string {
  const body = answer.json as Record<string, unknown> | null;
  const nested = body && typeof body.error === "object" && body.error ? (body.error as Record<string, unknown>).message : undefined;
  const message = nested ?? body?.message ?? body?.detail;
  return typeof message === "string" && message.trim() !== "" ? ` (${message.trim().slice(0, 200)})` : "";
}

/** Runs a finder's lookup; whatever goes wrong makes the answer "cannot tell", with the reason. */
export async function lookupOrCannotTell(platform: PlatformId, lookup: () => Promise<FindAnswer>): Promise<FindAnswer> {
  try {
    return await lookup();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: "cannot_tell", reason: `asking ${platformLabel(platform)} failed: ${reason}` };
  }
}

/** A timestamp as platforms write it (ISO 8601, "+0000" offsets, or epoch milliseconds); null when unreadable. */
export function readTime(value: unknown): Date | null {
  if (typeof value === "number" && Number.isFinite(value)) return new Date(value);
  if (typeof value !== "string") return null;
  // Graph API writes "2026-11-27T12:00:00+0000", which Date.parse does not take everywhere.
  const parsed = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(parsed) ? null : new Date(parsed);
}
