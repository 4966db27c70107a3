import { CREDENTIAL_FIELDS, requireCredentials } from "./credential-fields";
import { firstUrl } from "./first-url";
import { graphPost } from "./meta-graph";
import { missingPostIdError } from "./publish-error";
import { readId } from "./read-json";
import type { Publisher } from "./types";

/**
 * Graph API `POST /{page-id}/feed` {message, link} with a Page access token (PLATFORMS.md).
 * The first URL of the text goes in `link` too, which is how Facebook builds the link preview.
 */
export const facebookPublisher: Publisher = {
  platform: "facebook",
  requiredCredentials: CREDENTIAL_FIELDS.facebook,
  async publish(request, { baseUrl, timeoutMs }) {
    const { page_id, page_access_token } = requireCredentials("facebook", request.credentials, [
      "page_id",
      "page_access_token",
    ]);
    const params: Record<string, string> = { message: request.text };
    const link = firstUrl(request.text);
    if (link) params.link = link;
    const body = await graphPost("facebook", `${baseUrl}/${encodeURIComponent(page_id)}/feed`, params, page_access_token, {
      timeoutMs,
      repeatable: false,
    });
    // The id is "{page-id}_{post-id}", which facebook.com resolves as a permalink.
    const id = readId(body, "id");
    if (!id) throw missingPostIdError("facebook");
    return { platformPostId: id, permalink: `https://www.facebook.com/${id}` };
  },
};
