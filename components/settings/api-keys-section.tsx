"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { KeyIcon } from "@/components/ui/icons";
import { Loaded } from "@/components/ui/loaded";
import { Spinner } from "@/components/ui/spinner";
import { CreateKeyForm } from "@/components/settings/create-key-form";
import type { KeyCaps } from "@/components/settings/key-form-checks";
import { KeyList } from "@/components/settings/key-list";
import { NewKeyReveal } from "@/components/settings/new-key-reveal";
import { RevokeDialog } from "@/components/settings/revoke-dialog";
import { TeamKeysSection } from "@/components/settings/team-keys-section";
import { useApiKeys } from "@/lib/client/api-keys";
import { useBrands } from "@/lib/client/brands";
import type { ApiKey, ApiKeyWithSecret } from "@/lib/client/types";

/**
 * Create a key (its secret shown once), and the list of active keys with Revoke; for an owner or
 * admin (`overseer`), also every key of the workspace.
 */
export function ApiKeysSection({ caps, overseer = null }: { caps: KeyCaps; overseer?: { userId: string } | null }) {
  const keys = useApiKeys();
  const brands = useBrands();
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function onCreated(key: ApiKeyWithSecret) {
    setNotice(null);
    setCreated(key);
  }

  function onRevoked(id: string) {
    const name = revoking?.name;
    setRevoking(null);
    if (created?.id === id) setCreated(null);
    setNotice(name ? `“${name}” was revoked. It no longer works.` : "The key was revoked.");
  }

  const count = keys.data?.length ?? 0;

  return (
    <div className="space-y-6">
      {created ? <NewKeyReveal created={created} onDismiss={() => setCreated(null)} /> : null}

      <Card>
        <CardHeader
          id="create-key-heading"
          title="Create an API key"
          description="Keys let AI agents and scripts call the Brandcast API on your behalf, limited to the scopes and brands you choose."
        />
        <CreateKeyForm caps={caps} onCreated={onCreated} />
      </Card>

      <Card>
        <CardHeader id="active-keys-heading" title="Active keys" description={count > 0 ? `${count} active ${count === 1 ? "key" : "keys"}` : "Keys that can call the API right now."} />
        {notice ? (
          <div className="px-5 pt-4 sm:px-6">
            <Alert tone="success">{notice}</Alert>
          </div>
        ) : null}
        <Loaded
          resource={keys}
          errorTitle="Your API keys could not be loaded"
          errorClassName="px-5 py-5 sm:px-6"
          loading={
            <div className="flex items-center justify-center gap-2 px-6 py-12 text-sm text-slate-600" role="status">
              <Spinner /> Loading your API keys…
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={<KeyIcon />} title="No active API keys">
              Keys you create above appear here. Revoked keys are removed from the list.
            </EmptyState>
          }
        >
          {(list) => <KeyList keys={list} brands={brands.data} highlightId={created?.id ?? null} onRevoke={setRevoking} />}
        </Loaded>
      </Card>

      {overseer ? <TeamKeysSection currentUserId={overseer.userId} /> : null}

      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} onRevoked={onRevoked} />
    </div>
  );
}
