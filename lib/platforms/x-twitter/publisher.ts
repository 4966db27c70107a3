import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId, readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";
import { xTwitter } from "@/lib/platforms/x-twitter/platform";

/**
 * X API v2: `POST /2/tweets` {text} with an OAuth 2.0 user token (docs/platforms.md). Text only:
 * media would need X's separate upload flow first.
 */
export const xTwitterPublisher: Publisher = {
  platform: "x_twitter",
  requiredCredentials: credentialFieldNames(xTwitter.credentials),
  async publish(request, { baseUrl, timeoutMs }) {
    const { access_token } = requireCredentials("x_twitter", request.credentials, ["access_token"]);
    const answer = await sendHttp({
      platform: "x_twitter",
      method: "POST",
      url: `${baseUrl}/2/tweets`,
      headers: { authorization: `Bearer ${access_token}` },
      json: { text: request.text },
      timeoutMs,
      repeatable: false,
    });
    if (!isSuccess(answer)) throw errorFromAnswer("x_twitter", answer, readXError(answer.json));
    const id = readId(answer.json, "data", "id");
    if (!id) throw missingPostIdError("x_twitter", answer.status);
    return { platformPostId: id, permalink: `https://x.com/i/web/status/${id}` };
  },
};

/** X answers with RFC 7807 problems ({title, detail}) or v1-style {errors: [{message}]}. */
export function readXError(body: unknown): PlatformErrorReading {
  const message =
    readText(body, "detail") ??
    readText(body, "errors", 0, "message") ??
    readText(body, "errors", 0, "detail") ??
    readText(body, "title");
  // X uses 401 for a bad token, which errorFromAnswer already treats as reconnect; an
  // "invalid or expired token" 403/400 (error code 89) says the same thing in another shape.
  const code = readPath(body, "errors", 0, "code");
  const tokenProblem = code === 89 || /\b(expired|revoked|invalid)\b.*\btoken\b|\btoken\b.*\b(expired|revoked|invalid)\b/i.test(message ?? "");
  return { message, tokenProblem };
}
