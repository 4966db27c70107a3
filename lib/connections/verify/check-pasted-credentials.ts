import { invalidRequest } from "@/lib/errors";
import { serverEnv } from "@/lib/env/server-env";
import type { PlatformId } from "@/lib/platforms/ids";
import type { AccountProfile } from "@/lib/platforms/oauth-kit/connector";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { platformRule } from "@/lib/platforms/registry";
import { CHECKED_FIELDS, WHO_AM_I } from "@/lib/platforms/who-am-i";

/** What asking the platform gave; a refusal is never saved, so it has no status here. */
export type Verification = { status: "verified" | "unchecked"; checkedAt: Date; reason: string | null };

export type CheckedCredentials = { verification: Verification; profile: AccountProfile | null };

/** A save waits no longer than this for the platform: a slow platform leaves the token unchecked, not the person waiting. */
export const CREDENTIAL_CHECK_TIMEOUT_MS = 5_000;

/**
 * Asks the platform who pasted credentials act for (lib/platforms/who-am-i.ts) before they are
 * saved. The platform refusing them (a wrong token or password, an id it does not know or that
 * is not the token's) is a 400 naming the field, and nothing is saved. No answer, a 5xx, a 429
 * or another error leaves them `unchecked` with the reason; they are saved then. Sandbox mode
 * contacts no platform (docs/publishing.md), so its saves are unchecked too.
 */
export async function checkPastedCredentials(
  platform: PlatformId,
  credentials: Record<string, string>,
  timeoutMs = CREDENTIAL_CHECK_TIMEOUT_MS,
): Promise<CheckedCredentials> {
  const checkedAt = new Date();
  if (serverEnv().PUBLISH_MODE !== "live") {
    return { verification: { status: "unchecked", checkedAt, reason: "Publishing is in sandbox mode, which contacts no platform." }, profile: null };
  }
  try {
    const profile = await WHO_AM_I[platform](credentials, timeoutMs);
    return { verification: { status: "verified", checkedAt, reason: null }, profile };
  } catch (error) {
    if (!(error instanceof OAuthProblem)) throw error;
    if (error.refusedPart) throw refusal(platform, error);
    return { verification: { status: "unchecked", checkedAt, reason: error.message }, profile: null };
  }
}

function refusal(platform: PlatformId, problem: OAuthProblem) {
  const fields = CHECKED_FIELDS[platform];
  const field = `credentials.${problem.refusedPart === "id" && fields.id ? fields.id : fields.token}`;
  const said = problem.detail ?? problem.message;
  return invalidRequest(`Invalid body: ${field}: ${platformRule(platform).label} refused it (${said}). Nothing was saved.`, [{ field }]);
}
