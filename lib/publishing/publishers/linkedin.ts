import type { PlatformErrorReading } from "./answer-error";
import { errorFromAnswer, isSuccess } from "./answer-error";
import { CREDENTIAL_FIELDS, requireCredentials } from "./credential-fields";
import { sendHttp } from "./http";
import { toLinkedInCommentary } from "./linkedin-little-text";
import { missingPostIdError } from "./publish-error";
import { readPath, readText } from "./read-json";
import type { Publisher } from "./types";

/**
 * LinkedIn versions its API by month (`LinkedIn-Version: YYYYMM`) and supports each version for
 * at least a year; an unsupported one answers 426. LINKEDIN_API_VERSION overrides the default
 * when this one is sunset, without a release.
 */
export const DEFAULT_LINKEDIN_VERSION = "202609";

export function linkedInVersion(): string {
  return process.env.LINKEDIN_API_VERSION?.trim() || DEFAULT_LINKEDIN_VERSION;
}

/**
 * Posts API: `POST /rest/posts` (PLATFORMS.md). The new post's URN comes back in the
 * `x-restli-id` header of a 201 with an empty body. Text only: images need the Images API upload.
 */
export const linkedinPublisher: Publisher = {
  platform: "linkedin",
  requiredCredentials: CREDENTIAL_FIELDS.linkedin,
  async publish(request, { baseUrl, timeoutMs }) {
    const { author_urn, access_token } = requireCredentials("linkedin", request.credentials, [
      "author_urn",
      "access_token",
    ]);
    const answer = await sendHttp({
      platform: "linkedin",
      method: "POST",
      url: `${baseUrl}/rest/posts`,
      headers: {
        authorization: `Bearer ${access_token}`,
        "linkedin-version": linkedInVersion(),
        "x-restli-protocol-version": "2.0.0",
      },
      json: {
        author: author_urn,
        commentary: toLinkedInCommentary(request.text),
        visibility: "PUBLIC",
        distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
        lifecycleState: "PUBLISHED",
        isReshareDisabledByAuthor: false,
      },
      timeoutMs,
      repeatable: false,
    });
    if (!isSuccess(answer)) throw errorFromAnswer("linkedin", answer, readLinkedInError(answer.json));
    const urn = answer.headers.get("x-restli-id")?.trim();
    if (!urn) throw missingPostIdError("linkedin", answer.status);
    return { platformPostId: urn, permalink: `https://www.linkedin.com/feed/update/${urn}` };
  },
};

// LinkedIn's serviceErrorCode for a bad token: 65600 invalid, 65601 revoked, 65602 expired.
const TOKEN_SERVICE_CODES = new Set([65600, 65601, 65602]);

/** LinkedIn errors: {message, status, serviceErrorCode, code}. */
export function readLinkedInError(body: unknown): PlatformErrorReading {
  const message = readText(body, "message");
  const serviceCode = readPath(body, "serviceErrorCode");
  const code = readText(body, "code") ?? "";
  const tokenProblem =
    (typeof serviceCode === "number" && TOKEN_SERVICE_CODES.has(serviceCode)) ||
    /^(INVALID|EXPIRED|REVOKED)_ACCESS_TOKEN$/.test(code);
  return { message, tokenProblem };
}
