import type { Caller } from "@/lib/auth/caller";
import { requireKeyRing } from "@/lib/sealing/key-ring";
import { cleanChoice, publicChoice, serializeChoices } from "@/lib/connections/oauth/choices";
import { awaitChoice, claimStartedFlow, deleteFlow, openFlow, sealFlow } from "@/lib/connections/oauth/flow-store";
import { saveOAuthConnection } from "@/lib/connections/oauth/save-oauth-connection";
import { invalidRequest } from "@/lib/errors";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { isObject, text } from "@/lib/platforms/oauth-kit/token-answer";
import { oauthConnectorFor } from "@/lib/platforms/oauth-connectors";
import { platformRule } from "@/lib/platforms/registry";
import type { OAuthOutcome } from "@/lib/schemas/connection-oauth";

export type CallbackInput = { state: string; code?: string; error?: string; error_description?: string };

export const EXPIRED_FLOW_MESSAGE = "This sign-in has expired, was already used, or was started in another browser session. Start it again from Settings.";

/**
 * POST /connections/oauth/callback: what the platform's redirect brought back. The state must
 * name a flow this browser session started, not yet used nor expired (else 400); then the
 * code is exchanged, and the account connected, or the choices offered when there are several
 * (Pages, locations, member or organisation). A refusal by the platform is an outcome, not an
 * error of the request: `failed`, with the platform's words.
 */
export async function completeOAuthFlow(caller: Caller, sessionId: string, input: CallbackInput): Promise<OAuthOutcome> {
  const flow = await claimStartedFlow(input.state, { userId: caller.userId, sessionId });
  if (!flow) throw invalidRequest(EXPIRED_FLOW_MESSAGE);
  const base = { platform: flow.platform, brand_id: flow.brandId };
  const label = platformRule(flow.platform).label;
  // The flow ends here unless a choice is still to be made.
  let choosing = false;
  try {
    if (input.error || !input.code) {
      const why = input.error === "access_denied" ? "you did not allow access" : (input.error_description ?? input.error ?? "no code came back");
      return { status: "failed", ...base, message: `${label} sign-in did not complete: ${why}.` };
    }
    const connector = oauthConnectorFor(flow.platform);
    if (!connector) throw new OAuthProblem("app_config", `${label} has no sign-in.`);
    const ring = requireKeyRing();
    const secret = openFlow(flow, ring);
    const verifier = isObject(secret) ? text(secret.verifier) : null;
    // The platform's words about each account are made plain text (and its picture an https URL
    // or none) before anything keeps or shows them.
    const choices = (await connector.completeSignIn({ code: input.code, redirectUri: flow.redirectUri, codeVerifier: verifier })).map(cleanChoice);
    if (choices.length === 1) {
      return { status: "connected", ...base, connection: await saveOAuthConnection(caller.workspaceId, flow.brandId, flow.platform, choices[0]) };
    }
    const expiresAt = await awaitChoice(flow.id, sealFlow(flow.id, serializeChoices(choices), ring));
    choosing = true;
    return { status: "choose", ...base, flow_id: flow.id, expires_at: expiresAt.toISOString(), choices: choices.map(publicChoice) };
  } catch (error) {
    if (error instanceof OAuthProblem) return { status: "failed", ...base, message: signInProblemMessage(label, error) };
    throw error;
  } finally {
    if (!choosing) await deleteFlow(flow.id);
  }
}

/**
 * A refused code here is a first sign-in that did not go through, not a stored authorization
 * that stopped working (the words a renewal gets): say so, and what to do.
 */
function signInProblemMessage(label: string, problem: OAuthProblem): string {
  if (problem.kind !== "invalid_grant") return problem.message;
  const detail = problem.detail ? ` (${problem.detail})` : "";
  return `${label} did not accept this sign-in: the code it sent back had expired or was already used${detail}. Try connecting again.`;
}
