"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { signOutEverywhere as endEverySession } from "@/lib/client/account";
import { messageOf } from "@/lib/client/api-error";

/** Ends every session of the account, this one included, behind a confirmation. */
export function SignOutEverywhere({ sessions }: { sessions: number }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOutEverywhere() {
    setPending(true);
    setError(null);
    try {
      await endEverySession();
    } catch (caught) {
      setError(messageOf(caught));
      setPending(false);
      return;
    }
    // The server already ended this session too; this only clears the cookie in this browser.
    await signOut({ redirect: false }).catch(() => undefined);
    router.replace("/sign-in?signed_out=everywhere");
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-3 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Signed-in sessions</h3>
        <p className="mt-1 text-sm text-slate-600" data-testid="session-count">
          {sessions === 1 ? "You are signed in on this browser only." : `You are signed in on ${sessions} browsers or devices, this one included.`}
        </p>
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)} className="shrink-0">
        Sign out everywhere
      </Button>
      <Dialog
        open={open}
        onClose={() => !pending && setOpen(false)}
        title="Sign out everywhere?"
        description="Every browser and device signed in to your account is signed out, this one included. API keys keep working; revoke them separately."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={signOutEverywhere} pending={pending} pendingLabel="Signing out…">
              Sign out everywhere
            </Button>
          </>
        }
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
      </Dialog>
    </div>
  );
}
