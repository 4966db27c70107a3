import type { AccountProfile } from "@/lib/platforms/oauth-kit/connector";
import { oauthBaseUrl } from "@/lib/platforms/oauth-kit/app-credentials";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { isObject, text } from "@/lib/platforms/oauth-kit/token-answer";

/**
 * GET /v1/locations/{id}?readMask=name,title (Business Information API, the read the sign-in
 * lists locations with): the location a pasted `accounts/…/locations/…` names, read with the token.
 */
export async function googleLocationAccount(locationName: string, accessToken: string, timeoutMs?: number): Promise<AccountProfile> {
  const id = locationName.match(/\/locations\/([^/]+)$/)?.[1] ?? locationName;
  const root = oauthBaseUrl("GOOGLE_BUSINESS_INFORMATION_BASE_URL", "https://mybusinessbusinessinformation.googleapis.com");
  const answer = await oauthRequest("google_business", {
    method: "GET",
    url: `${root}/v1/locations/${encodeURIComponent(id)}?readMask=name,title`,
    headers: { authorization: `Bearer ${accessToken}` },
    timeoutMs,
  });
  if (answer.status !== 200 || !isObject(answer.json)) throw lookupProblem("google_business", "the location", answer);
  return { name: text(answer.json.title) ?? `Location ${id}`, handle: null, avatarUrl: null };
}
