import type { AccountProfile } from "@/lib/platforms/oauth-kit/connector";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { isObject, text } from "@/lib/platforms/oauth-kit/token-answer";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";

/**
 * com.atproto.server.createSession with the handle and app password, as every publish starts:
 * a 401 (AuthenticationRequired, "Invalid identifier or password") refuses them. The session
 * is not kept. Its handle names the account; a display name would need the AppView, not asked.
 */
export async function blueskySessionAccount(handle: string, appPassword: string, timeoutMs?: number): Promise<AccountProfile> {
  const answer = await oauthRequest("bluesky", {
    method: "POST",
    url: `${publisherBaseUrl("bluesky")}/xrpc/com.atproto.server.createSession`,
    json: { identifier: handle, password: appPassword },
    timeoutMs,
  });
  const body = isObject(answer.json) ? answer.json : null;
  const did = body && text(body.did);
  if (answer.status !== 200 || !body || !did) throw lookupProblem("bluesky", "the account", answer);
  const shown = text(body.handle) ?? handle;
  return { name: shown, handle: `@${shown}`, avatarUrl: null };
}
