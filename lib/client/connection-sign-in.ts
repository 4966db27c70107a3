import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import type { Connection, OAuthOutcome } from "@/lib/client/types";
import { API, connectionsUrl } from "@/lib/client/urls";
import type { PlatformId } from "@/lib/platforms/ids";

// "Connect with <platform>" from the dashboard: ask for the platform's sign-in URL and go there;
// the callback page hands back what the platform's redirect brought, and, where a sign-in can
// connect several accounts, the one the person picked.

/** Sends the browser to the platform's sign-in for this brand; it comes back to /connections/oauth/callback. */
export async function goToPlatformSignIn(brandId: string, platform: PlatformId): Promise<void> {
  const { authorize_url } = await apiFetch<{ authorize_url: string }>(`${connectionsUrl(brandId)}/${platform}/authorize`, { method: "POST" });
  window.location.assign(authorize_url);
}

export type CallbackQuery = { state: string; code?: string; error?: string; error_description?: string };

export async function completePlatformSignIn(query: CallbackQuery): Promise<OAuthOutcome> {
  return remember(await apiFetch<OAuthOutcome>(`${API}/connections/oauth/callback`, { method: "POST", body: query }));
}

export async function chooseSignedInAccount(flowId: string, choiceId: string): Promise<OAuthOutcome> {
  return remember(await apiFetch<OAuthOutcome>(`${API}/connections/oauth/choose`, { method: "POST", body: { flow_id: flowId, choice_id: choiceId } }));
}

/** A new connection replaces the platform's entry in the brand's cached list. */
function remember(outcome: OAuthOutcome): OAuthOutcome {
  if (outcome.status === "connected") {
    const connection = outcome.connection as Connection;
    resources.update<Connection[]>(connectionsUrl(outcome.brand_id), (list) => list && [...list.filter((c) => c.platform !== connection.platform), connection]);
  }
  return outcome;
}
