"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/client/api-error";
import { acceptInvitation } from "@/lib/client/workspaces";
import { loadFresh } from "@/components/workspaces/load-fresh";

/** Joins the invitation's workspace; the session then acts there, so the dashboard opens in it. */
export function AcceptInvitationButton({ token, workspaceName }: { token: string; workspaceName: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onAccept() {
    setPending(true);
    setError(null);
    try {
      await acceptInvitation(token);
      loadFresh("/dashboard");
    } catch (thrown) {
      setError(messageOf(thrown));
      setPending(false);
    }
  }

  return (
    <div className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button onClick={() => void onAccept()} pending={pending} pendingLabel="Joining…" className="w-full" data-testid="accept-invitation">
        Join {workspaceName}
      </Button>
    </div>
  );
}

/** Signed in with another address: sign out, then sign in (or up) and come back to the link. */
export function SwitchAccountButton({ returnTo }: { returnTo: string }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      className="w-full"
      pending={pending}
      onClick={() => {
        setPending(true);
        void signOut({ callbackUrl: `/sign-in?callbackUrl=${encodeURIComponent(returnTo)}` });
      }}
    >
      Sign out and use another account
    </Button>
  );
}
