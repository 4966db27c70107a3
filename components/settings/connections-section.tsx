"use client";

import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { inputClass } from "@/components/ui/field";
import { BrandsIcon } from "@/components/ui/icons";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { ConnectDialog, type ConnectTarget } from "@/components/settings/connect-dialog";
import { ConnectionRow } from "@/components/settings/connection-row";
import { CONNECTION_PLATFORMS, platformLabel } from "@/components/settings/connection-types";
import { DisconnectDialog, type DisconnectTarget } from "@/components/settings/disconnect-dialog";
import { SandboxNote } from "@/components/settings/sandbox-note";
import { useBrands } from "@/lib/client/brands";
import { useConnections } from "@/lib/client/connections";
import type { Brand, Connection, SignInOption } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";

type SectionProps = {
  publishMode: "sandbox" | "live";
  /** How each platform connects on this server (lib/connections/oauth/sign-in-options.ts). */
  signIn: SignInOption[];
  /** The brand to show first: the one a sign-in just came back for. */
  initialBrandId?: string | null;
  /** A platform a sign-in just connected, to confirm once. */
  justConnected?: PlatformId | null;
};

/** The platform accounts each brand publishes to: pick a brand, then connect or disconnect its platforms (owners and admins). */
export function ConnectionsSection({ publishMode, signIn, initialBrandId = null, justConnected = null }: SectionProps) {
  const brands = useBrands();

  return (
    <Card>
      <CardHeader
        id="connections-card-heading"
        title="Connections"
        description="The platform accounts each brand publishes to. Credentials are encrypted and never shown again after you save them."
      />
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {publishMode === "sandbox" ? <SandboxNote /> : null}

        <Loaded
          resource={brands}
          errorTitle="Your brands could not be loaded"
          loading={
            <div role="status" aria-label="Loading brands" className="space-y-3">
              <Skeleton className="h-10 w-full sm:w-80" />
              <Skeleton className="h-64 w-full" />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="rounded-lg ring-1 ring-inset ring-slate-200">
              <EmptyState
                icon={<BrandsIcon />}
                title="No brands yet"
                action={
                  <Link href="/brands" className={buttonClass("primary", "md", "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600")}>
                    Create a brand
                  </Link>
                }
              >
                Connections belong to a brand. Create one first, then connect its accounts here.
              </EmptyState>
            </div>
          }
        >
          {(list) => <BrandConnections publishMode={publishMode} brands={list} signIn={signIn} initialBrandId={initialBrandId} justConnected={justConnected} />}
        </Loaded>
      </div>
    </Card>
  );
}

function BrandConnections({ brands, signIn, initialBrandId, justConnected, publishMode }: { brands: Brand[]; signIn: SignInOption[]; initialBrandId: string | null; justConnected: PlatformId | null; publishMode: "sandbox" | "live" }) {
  const [chosenId, setChosenId] = useState(initialBrandId ?? "");
  // The chosen brand, or the first one (also when the chosen brand is gone after a refresh).
  const brand = brands.find((b) => b.id === chosenId) ?? brands[0];
  const connections = useConnections(brand.id);
  const [connecting, setConnecting] = useState<ConnectTarget | null>(null);
  const [disconnecting, setDisconnecting] = useState<DisconnectTarget | null>(null);
  const selectId = useId();
  const byPlatform = new Map<PlatformId, Connection>((connections.data ?? []).map((c) => [c.platform, c]));
  const signInFor = new Map(signIn.map((option) => [option.platform as PlatformId, option]));
  const needingReconnect = [...byPlatform.values()].filter((c) => c.status === "reconnect_required").length;

  // Back from a platform's sign-in: confirm it once, then drop the marker from the address (the brand stays).
  useEffect(() => {
    if (!justConnected) return;
    toast.success(`${platformLabel(justConnected)} connected`, `For ${brand.name}.`);
    const query = new URLSearchParams(window.location.search);
    query.delete("connected");
    window.history.replaceState(null, "", query.size > 0 ? `${window.location.pathname}?${query}` : window.location.pathname);
    // Once per arrival, not per brand change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [justConnected]);

  function onConnected(connection: Connection) {
    const wasConnected = connecting?.existing != null;
    setConnecting(null);
    toast.success(`${platformLabel(connection.platform)} ${wasConnected ? "reconnected" : "connected"}`, `For ${brand.name}.`);
  }

  function onDisconnected(platform: PlatformId) {
    setDisconnecting(null);
    toast.success(`${platformLabel(platform)} disconnected`, `For ${brand.name}. Its credentials were deleted.`);
  }

  return (
    <>
      {/* The dialogs come first: closed, they take no room, and the list stays the last child of the spaced column. */}
      <ConnectDialog target={connecting} onClose={() => setConnecting(null)} onConnected={onConnected} />
      <DisconnectDialog target={disconnecting} onClose={() => setDisconnecting(null)} onDisconnected={onDisconnected} />
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between sm:gap-4">
        <div className="w-full sm:w-80">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            Brand
          </label>
          <select id={selectId} value={brand.id} onChange={(event) => setChosenId(event.target.value)} className={cx(inputClass, "mt-1.5 pr-8")}>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        {connections.data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {byPlatform.size} of {CONNECTION_PLATFORMS.length} platforms connected
            {needingReconnect > 0 ? <span className="font-medium text-red-700"> · {needingReconnect} to reconnect</span> : null}
          </p>
        ) : null}
      </div>

      <Loaded
        resource={connections}
        errorTitle="Connections could not be loaded"
        loading={
          <ul role="status" aria-label="Loading connections" className="divide-y divide-slate-100 rounded-lg ring-1 ring-inset ring-slate-200">
            {CONNECTION_PLATFORMS.map((platform) => (
              <li key={platform} className="flex items-center gap-3 px-4 py-3">
                <Skeleton className="size-8 rounded-lg" />
                <Skeleton className="h-4 w-32" />
                <Skeleton className="ml-auto h-8 w-24" />
              </li>
            ))}
          </ul>
        }
      >
        {() => (
          <ul aria-label={`Platforms for ${brand.name}`} className="divide-y divide-slate-100 rounded-lg ring-1 ring-inset ring-slate-200">
            {CONNECTION_PLATFORMS.map((platform) => (
              <ConnectionRow
                key={platform}
                brandId={brand.id}
                platform={platform}
                signIn={signInFor.get(platform) ?? null}
                connection={byPlatform.get(platform) ?? null}
                sandbox={publishMode === "sandbox"}
                onConnect={(p, existing) => setConnecting({ brandId: brand.id, brandName: brand.name, platform: p, existing })}
                onDisconnect={(connection) => setDisconnecting({ brandId: brand.id, brandName: brand.name, connection })}
              />
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}
