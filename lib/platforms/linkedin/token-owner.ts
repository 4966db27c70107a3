import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";

/**
 * GET /v2/me: the member a token belongs to (a Page's token is a member's too). Used to check a
 * pasted Page token: a 401 refuses it; a 403 (the token lacks the profile permission) leaves it unchecked.
 */
export async function linkedInTokenOwner(accessToken: string, timeoutMs?: number): Promise<void> {
  const answer = await oauthRequest("linkedin", {
    method: "GET",
    url: `${publisherBaseUrl("linkedin")}/v2/me`,
    headers: { authorization: `Bearer ${accessToken}` },
    timeoutMs,
  });
  if (answer.status !== 200) throw lookupProblem("linkedin", "the token's member", answer);
}
