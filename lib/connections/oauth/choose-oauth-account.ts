import type { Caller } from "@/lib/auth/caller";
import { requireKeyRing } from "@/lib/sealing/key-ring";
import { deserializeChoices } from "@/lib/connections/oauth/choices";
import { EXPIRED_FLOW_MESSAGE } from "@/lib/connections/oauth/complete-oauth-flow";
import { deleteFlow, openFlow, readChoosingFlow } from "@/lib/connections/oauth/flow-store";
import { saveOAuthConnection } from "@/lib/connections/oauth/save-oauth-connection";
import { invalidRequest } from "@/lib/errors";
import type { OAuthOutcome } from "@/lib/schemas/connection-oauth";

/**
 * POST /connections/oauth/choose: connects the Page, location or author the person picked
 * among those their sign-in offered. The flow must be this browser session's and still waiting;
 * a choice it did not offer is 400 and leaves it waiting; the choice is taken once.
 */
export async function chooseOAuthAccount(caller: Caller, sessionId: string, input: { flow_id: string; choice_id: string }): Promise<OAuthOutcome> {
  const owner = { userId: caller.userId, sessionId };
  const flow = await readChoosingFlow(input.flow_id, owner);
  if (!flow) throw invalidRequest(EXPIRED_FLOW_MESSAGE);
  const choice = deserializeChoices(openFlow(flow, requireKeyRing())).find((candidate) => candidate.id === input.choice_id);
  if (!choice) throw invalidRequest("choice_id: not one of the choices this sign-in offered.");
  if (!(await deleteFlow(flow.id, "choosing"))) throw invalidRequest(EXPIRED_FLOW_MESSAGE);
  const connection = await saveOAuthConnection(caller.userId, flow.brandId, flow.platform, choice);
  return { status: "connected", platform: flow.platform, brand_id: flow.brandId, connection };
}
