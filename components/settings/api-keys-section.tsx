"use client";

import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Card, CardHeader } from "@/components/ui/card";
import { CreateKeyForm } from "./create-key-form";
import { KeyList } from "./key-list";
import { NewKeyReveal } from "./new-key-reveal";
import { RevokeDialog } from "./revoke-dialog";
import type { ApiKey, ApiKeyWithSecret, BrandOption, Loadable } from "./types";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong. Please try again.";
}

export function ApiKeysSection() {
  const [keys, setKeys] = useState<Loadable<ApiKey[]>>({ status: "loading" });
  const [brands, setBrands] = useState<Loadable<BrandOption[]>>({ status: "loading" });
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const loadKeys = useCallback(async (signal?: AbortSignal) => {
    setKeys((prev) => (prev.status === "ready" ? prev : { status: "loading" }));
    try {
      const data = await apiRequest<{ keys: ApiKey[] }>("/api/v1/api-keys", { signal });
      setKeys({ status: "ready", data: data.keys });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      setKeys({ status: "error", message: messageOf(error) });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void loadKeys(controller.signal);
    apiRequest<{ brands: BrandOption[] }>("/api/v1/brands", { signal: controller.signal })
      .then((data) => setBrands({ status: "ready", data: data.brands }))
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setBrands({ status: "error", message: messageOf(error) });
      });
    return () => controller.abort();
  }, [loadKeys]);

  function onCreated(key: ApiKeyWithSecret) {
    setNotice(null);
    setCreated(key);
    const { key: _secret, ...listed } = key;
    void _secret;
    setKeys((prev) => (prev.status === "ready" ? { status: "ready", data: [listed, ...prev.data.filter((k) => k.id !== key.id)] } : prev));
    void loadKeys();
  }

  function onRevoked(id: string) {
    const name = revoking?.name;
    setRevoking(null);
    if (created?.id === id) setCreated(null);
    setKeys((prev) => (prev.status === "ready" ? { status: "ready", data: prev.data.filter((k) => k.id !== id) } : prev));
    setNotice(name ? `“${name}” was revoked. It no longer works.` : "The key was revoked.");
  }

  return (
    <div className="space-y-6">
      {created ? <NewKeyReveal created={created} onDismiss={() => setCreated(null)} /> : null}

      <Card>
        <CardHeader
          id="create-key-heading"
          title="Create an API key"
          description="Keys let AI agents and scripts call the Brandcast API on your behalf, limited to the scopes and brands you choose."
        />
        <CreateKeyForm brands={brands} onCreated={onCreated} />
      </Card>

      <Card>
        <CardHeader
          id="active-keys-heading"
          title="Active keys"
          description={keys.status === "ready" && keys.data.length > 0 ? `${keys.data.length} active ${keys.data.length === 1 ? "key" : "keys"}` : "Keys that can call the API right now."}
        />
        {notice ? (
          <div className="px-5 pt-4 sm:px-6">
            <Alert tone="success">{notice}</Alert>
          </div>
        ) : null}
        <KeyList keys={keys} brands={brands} highlightId={created?.id ?? null} onRetry={() => void loadKeys()} onRevoke={setRevoking} />
      </Card>

      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} onRevoked={onRevoked} />
    </div>
  );
}
