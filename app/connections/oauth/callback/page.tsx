import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { currentUser, sessionCaller } from "@/components/auth/current-user";
import { AccountChoice } from "@/components/settings/account-choice";
import { SignInFailed } from "@/components/settings/sign-in-failed";
import { AppShell } from "@/components/shell/app-shell";
import { PageHeader } from "@/components/shell/page-header";
import { sessionClaimsFrom } from "@/lib/auth/sessions/session-claims";
import { completeOAuthFlow, EXPIRED_FLOW_MESSAGE } from "@/lib/connections/oauth/complete-oauth-flow";
import { OAUTH_CALLBACK_PATH } from "@/lib/connections/oauth/redirect-uri";
import { settingsAfterSignIn } from "@/lib/connections/oauth/settings-after-sign-in";
import { ApiError } from "@/lib/errors";
import { platformRule } from "@/lib/platforms/registry";
import type { OAuthOutcome } from "@/lib/schemas/connection-oauth";

export const metadata: Metadata = { title: "Connecting an account" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === "string" && value.length <= 4096 ? value : undefined);

/** What the platform sent back, as this page's own address (to come back to after signing in). */
function callbackPath(query: Record<string, string | string[] | undefined>): string {
  const kept = new URLSearchParams();
  for (const name of ["state", "code", "error", "error_description"]) {
    const value = one(query[name]);
    if (value !== undefined) kept.set(name, value);
  }
  return `${OAUTH_CALLBACK_PATH}?${kept}`;
}

/**
 * Where every platform sends the browser back after its sign-in (the redirect URI each app
 * registers). The server completes the sign-in here, as the page is rendered: the state is
 * checked against this user and browser session, the code exchanged, and the account connected;
 * then Settings, or the choice to make (a Page, a location, member or organisation), or why not.
 * Outside the (dashboard) group, whose layout would send a signed-out visitor to a bare sign-in:
 * someone whose session ended while they were at the platform signs in and comes back here to
 * finish (the flow outlives the ended session, lib/connections/oauth/flow-store.ts).
 */
export default async function OAuthCallbackPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const user = await currentUser();
  if (!user) redirect(`/sign-in?signed_out=connecting&callbackUrl=${encodeURIComponent(callbackPath(query))}`);
  const jar = await cookies();
  const claims = await sessionClaimsFrom((name) => jar.get(name)?.value);
  const state = one(query.state);

  let outcome: OAuthOutcome | null = null;
  let problem = EXPIRED_FLOW_MESSAGE;
  if (claims && state) {
    try {
      outcome = await completeOAuthFlow(sessionCaller(user), claims.sessionId, {
        state,
        code: one(query.code),
        error: one(query.error),
        error_description: one(query.error_description),
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      problem = error.message;
    }
  }
  if (outcome?.status === "connected") redirect(settingsAfterSignIn(outcome.brand_id, outcome.platform));

  const label = outcome ? platformRule(outcome.platform).label : null;
  return (
    <AppShell user={{ name: user.name, email: user.email }}>
      <PageHeader title={label ? `Connect ${label}` : "Connect an account"} description="Finishing the sign-in you started in Settings." />
      {outcome?.status === "choose" ? (
        <AccountChoice flowId={outcome.flow_id} platform={outcome.platform} brandId={outcome.brand_id} choices={outcome.choices} />
      ) : (
        <SignInFailed message={outcome?.status === "failed" ? outcome.message : problem} brandId={outcome?.brand_id ?? null} />
      )}
    </AppShell>
  );
}
