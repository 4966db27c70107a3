"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { AccountAvatar } from "@/components/settings/account-avatar";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { messageOf } from "@/lib/client/api-error";
import { chooseSignedInAccount } from "@/lib/client/connection-sign-in";
import { brandConnectionsPath, settingsAfterSignIn } from "@/lib/connections/oauth/settings-after-sign-in";
import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";
import type { OAuthOutcome } from "@/lib/schemas/connection-oauth";

type Choices = Extract<OAuthOutcome, { status: "choose" }>["choices"];

/** The sign-in connected several accounts: the person picks the one this brand publishes to. */
export function AccountChoice({ flowId, platform, brandId, choices }: { flowId: string; platform: PlatformId; brandId: string; choices: Choices }) {
  const router = useRouter();
  const [chosen, setChosen] = useState(choices[0]?.id ?? "");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const { label, accountChoicePrompt } = PLATFORMS[platform];

  async function connect() {
    setPending(true);
    setError(null);
    try {
      const outcome = await chooseSignedInAccount(flowId, chosen);
      if (outcome.status === "connected") router.replace(settingsAfterSignIn(brandId, platform));
      else setError(outcome.status === "failed" ? outcome.message : "Choose one of the accounts.");
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{accountChoicePrompt ?? `Which ${label} account should this brand post to?`}</legend>
        <p className="mt-1 text-sm text-slate-600">Signed in with {label}. Pick one; you can change it later by reconnecting.</p>
        <div className="mt-4 space-y-2" data-testid="account-choices">
          {choices.map((choice) => (
            <label
              key={choice.id}
              className={cx(
                "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 ring-1 ring-inset",
                chosen === choice.id ? "bg-brand-50 ring-brand-300" : "ring-slate-200 hover:bg-slate-50",
              )}
            >
              <input type="radio" name={name} value={choice.id} checked={chosen === choice.id} onChange={() => setChosen(choice.id)} className="size-4 accent-brand-600" />
              <AccountAvatar name={choice.name} url={choice.avatar_url} />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">
                  {choice.name}
                  {choice.handle ? <span className="font-normal text-slate-500"> {choice.handle}</span> : null}
                </span>
                {choice.description ? <span className="block text-sm text-slate-600">{choice.description}</span> : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href={brandConnectionsPath(brandId)} className="inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Cancel
        </Link>
        <Button onClick={connect} pending={pending} pendingLabel="Connecting…" disabled={!chosen}>
          Connect {label}
        </Button>
      </div>
    </Card>
  );
}
