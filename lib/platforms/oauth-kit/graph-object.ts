import type { PlatformId } from "@/lib/platforms/ids";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { isObject } from "@/lib/platforms/oauth-kit/token-answer";

/** GET {graph root}/{id}?fields=…: one Graph node read with the token given (Meta, Threads). */
export async function readGraphObject(
  platform: PlatformId,
  root: string,
  input: { id: string; fields: string; accessToken: string; what: string; timeoutMs?: number },
): Promise<Record<string, unknown>> {
  const query = new URLSearchParams({ fields: input.fields, access_token: input.accessToken });
  const answer = await oauthRequest(platform, { method: "GET", url: `${root}/${encodeURIComponent(input.id)}?${query}`, timeoutMs: input.timeoutMs });
  if (answer.status !== 200 || !isObject(answer.json)) throw lookupProblem(platform, input.what, answer);
  return answer.json;
}
