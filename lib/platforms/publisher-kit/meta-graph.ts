import type { PlatformId } from "@/lib/platforms/ids";
import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { readPath, readText } from "@/lib/platforms/publisher-kit/read-json";

/** Facebook, Instagram and Threads share the Graph API's conventions; this is the shared part. */
type MetaPlatform = Extract<PlatformId, "facebook" | "instagram" | "threads">;

// Graph API error codes (developers.facebook.com/docs/graph-api/guides/error-handling):
// 190 invalid/expired token, 102 session, 10 and 200–299 missing permission: reconnecting fixes them.
const TOKEN_CODES = new Set([102, 190]);
// 4, 17, 32, 613 and 80001–80014 are rate limits, answered with 400/403 rather than 429.
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);

export function readMetaError(body: unknown): PlatformErrorReading {
  const code = readPath(body, "error", "code");
  const numericCode = typeof code === "number" ? code : Number.NaN;
  // error_user_msg is Meta's own user-facing wording; message is the developer one.
  const message = readText(body, "error", "error_user_msg") ?? readText(body, "error", "message");
  const tokenProblem =
    TOKEN_CODES.has(numericCode) || numericCode === 10 || (numericCode >= 200 && numericCode <= 299);
  const transient =
    readPath(body, "error", "is_transient") === true ||
    RATE_LIMIT_CODES.has(numericCode) ||
    (numericCode >= 80001 && numericCode <= 80014);
  return { message, tokenProblem, transient };
}

/**
 * POST a Graph API edge with the token in the form body (the documented form, and it keeps the
 * token out of URLs that proxies log). Resolves with the JSON answer of a 2xx.
 */
export async function graphPost(
  platform: MetaPlatform,
  url: string,
  params: Record<string, string>,
  accessToken: string,
  options: { timeoutMs: number; repeatable: boolean },
): Promise<unknown> {
  const answer = await sendHttp({
    platform,
    method: "POST",
    url,
    form: { ...params, access_token: accessToken },
    timeoutMs: options.timeoutMs,
    repeatable: options.repeatable,
  });
  if (!isSuccess(answer)) throw errorFromAnswer(platform, answer, readMetaError(answer.json));
  return answer.json;
}

/** GET a Graph API node's fields; reads are always safe to repeat. */
export async function graphGet(
  platform: MetaPlatform,
  url: string,
  fields: string,
  accessToken: string,
  timeoutMs: number,
): Promise<unknown> {
  const query = new URLSearchParams({ fields, access_token: accessToken });
  const answer = await sendHttp({ platform, method: "GET", url: `${url}?${query}`, timeoutMs, repeatable: true });
  if (!isSuccess(answer)) throw errorFromAnswer(platform, answer, readMetaError(answer.json));
  return answer.json;
}

/**
 * The permalink of a published media, or null: the post already exists, so failing to read its
 * link must not turn a success into a failure.
 */
export async function graphPermalink(
  platform: MetaPlatform,
  baseUrl: string,
  mediaId: string,
  accessToken: string,
  timeoutMs: number,
): Promise<string | null> {
  try {
    const node = await graphGet(platform, `${baseUrl}/${encodeURIComponent(mediaId)}`, "permalink", accessToken, timeoutMs);
    return readText(node, "permalink") ?? null;
  } catch {
    return null;
  }
}
