import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { googleBusiness } from "@/lib/platforms/google-business/platform";
import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { firstUrl } from "@/lib/platforms/publisher-kit/first-url";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { missingPostIdError, PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";

const LOCATION_NAME = /^accounts\/[^/\s]+\/locations\/[^/\s]+$/;

/**
 * Business Profile API v4: `POST /v4/{accounts/*\/locations/*}/localPosts` (docs/platforms.md). A URL
 * in the text becomes the post's LEARN_MORE button, the only clickable link a local post has.
 * A video is refused before anything is sent: Google documents no video in a local post (its media
 * take a photo's sourceUrl; videos go to a location's media, not to a post: docs/platforms.md,
 * "Video"), and publishing the text alone would drop what the user chose.
 */
export const googleBusinessPublisher: Publisher = {
  platform: "google_business",
  requiredCredentials: credentialFieldNames(googleBusiness.credentials),
  async publish(request, { baseUrl, timeoutMs }) {
    const { location_name, access_token } = requireCredentials("google_business", request.credentials, [
      "location_name",
      "access_token",
    ]);
    if (!LOCATION_NAME.test(location_name)) {
      throw new PublishError(
        "reconnect",
        `The Google Business Profile account needs to be reconnected: the stored location "${location_name}" is not of the form accounts/{id}/locations/{id}`,
      );
    }
    if (request.video) {
      throw new PublishError("permanent", "Google Business Profile's local posts take photos, not videos (Google documents no video in a post); choose a photo or leave Google Business Profile out of this post.");
    }
    const url = firstUrl(request.text);
    const body: Record<string, unknown> = { languageCode: "en", summary: request.text, topicType: "STANDARD" };
    if (url) body.callToAction = { actionType: "LEARN_MORE", url };
    if (request.imageUrl) body.media = [{ mediaFormat: "PHOTO", sourceUrl: request.imageUrl }];

    const answer = await sendHttp({
      platform: "google_business",
      method: "POST",
      // The name's slashes are path separators in this API, so it is not URL-encoded as a whole.
      url: `${baseUrl}/v4/${location_name}/localPosts`,
      headers: { authorization: `Bearer ${access_token}` },
      json: body,
      timeoutMs,
      repeatable: false,
    });
    if (!isSuccess(answer)) throw errorFromAnswer("google_business", answer, readGoogleError(answer.json));
    const name = readText(answer.json, "name");
    if (!name) throw missingPostIdError("google_business", answer.status);
    return { platformPostId: name, permalink: readText(answer.json, "searchUrl") ?? null };
  },
};

/** Google's error envelope: {error: {code, message, status}}. */
export function readGoogleError(body: unknown): PlatformErrorReading {
  const message = readText(body, "error", "message");
  const status = readText(body, "error", "status");
  // UNAUTHENTICATED is Google's expired/revoked token (normally with HTTP 401).
  return { message, tokenProblem: status === "UNAUTHENTICATED" };
}
