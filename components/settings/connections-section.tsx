"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useState } from "react";
import { apiRequest } from "@/components/api/request";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";
import { inputClass } from "@/components/ui/field";
import { BrandsIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import type { PlatformId } from "@/lib/platforms/ids";
import { ConnectDialog, DisconnectDialog, type ConnectTarget } from "./connection-dialogs";
import { CONNECTION_PLATFORMS, platformLabel, type Connection } from "./connection-types";
import { formatDateTime } from "./format";
import type { BrandOption, Loadable } from "./types";

const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong. Please try again.";
}

export function ConnectionsSection({ publishMode }: { publishMode: "sandbox" | "live" }) {
  const [brands, setBrands] = useState<Loadable<BrandOption[]>>({ status: "loading" });
  const [brandId, setBrandId] = useState<string>("");
  const [connections, setConnections] = useState<Loadable<Connection[]>>({ status: "loading" });
  const [connecting, setConnecting] = useState<ConnectTarget | null>(null);
  const [disconnecting, setDisconnecting] = useState<{ brandId: string; brandName: string; connection: Connection } | null>(null);
  const selectId = useId();

  const loadBrands = useCallback(async (signal?: AbortSignal) => {
    setBrands({ status: "loading" });
    try {
      const data = await apiRequest<{ brands: BrandOption[] }>("/api/v1/brands", { signal });
      setBrands({ status: "ready", data: data.brands });
      setBrandId((current) => (current && data.brands.some((b) => b.id === current) ? current : (data.brands[0]?.id ?? "")));
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      setBrands({ status: "error", message: messageOf(error) });
    }
  }, []);

  const loadConnections = useCallback(async (id: string, signal?: AbortSignal) => {
    setConnections({ status: "loading" });
    try {
      const data = await apiRequest<{ connections: Connection[] }>(`/api/v1/brands/${id}/connections`, { signal });
      setConnections({ status: "ready", data: data.connections });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      setConnections({ status: "error", message: messageOf(error) });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void loadBrands(controller.signal);
    return () => controller.abort();
  }, [loadBrands]);

  useEffect(() => {
    if (!brandId) return;
    const controller = new AbortController();
    void loadConnections(brandId, controller.signal);
    return () => controller.abort();
  }, [brandId, loadConnections]);

  const brandList = brands.status === "ready" ? brands.data : [];
  const brand = brandList.find((b) => b.id === brandId) ?? null;
  const byPlatform = new Map<PlatformId, Connection>(connections.status === "ready" ? connections.data.map((c) => [c.platform, c]) : []);
  const connectedCount = byPlatform.size;

  function onConnected(connection: Connection) {
    const wasConnected = connecting?.existing != null;
    setConnecting(null);
    if (connection.brand_id !== brandId) return;
    setConnections((prev) =>
      prev.status === "ready" ? { status: "ready", data: [...prev.data.filter((c) => c.platform !== connection.platform), connection] } : prev,
    );
    toast.success(`${platformLabel(connection.platform)} ${wasConnected ? "reconnected" : "connected"}`, brand ? `For ${brand.name}.` : undefined);
  }

  function onDisconnected(platform: PlatformId) {
    setDisconnecting(null);
    setConnections((prev) => (prev.status === "ready" ? { status: "ready", data: prev.data.filter((c) => c.platform !== platform) } : prev));
    toast.success(`${platformLabel(platform)} disconnected`, brand ? `For ${brand.name}. Its credentials were deleted.` : undefined);
  }

  return (
    <Card>
      <CardHeader
        id="connections-card-heading"
        title="Connections"
        description="The platform accounts each brand publishes to. Credentials are encrypted and never shown again after you save them."
      />
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {publishMode === "sandbox" ? (
          <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-inset ring-slate-200" data-testid="sandbox-note">
            <Badge tone="amber" className="shrink-0">Sandbox</Badge>
            <span>Publishing runs in sandbox mode: posts are recorded, not sent, so connections are not used yet.</span>
          </p>
        ) : null}

        {brands.status === "loading" ? (
          <div role="status" aria-label="Loading brands" className="space-y-3">
            <Skeleton className="h-10 w-full sm:w-80" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : brands.status === "error" ? (
          <LoadError title="Your brands could not be loaded" message={brands.message} onRetry={() => void loadBrands()} />
        ) : brandList.length === 0 ? (
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
        ) : (
          <>
            <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between sm:gap-4">
              <div className="w-full sm:w-80">
                <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
                  Brand
                </label>
                <select id={selectId} value={brandId} onChange={(event) => setBrandId(event.target.value)} className={cx(inputClass, "mt-1.5 pr-8")}>
                  {brandList.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </div>
              {connections.status === "ready" ? (
                <p className="text-sm text-slate-600" aria-live="polite">
                  {connectedCount} of {CONNECTION_PLATFORMS.length} platforms connected
                </p>
              ) : null}
            </div>

            {connections.status === "loading" ? (
              <ul role="status" aria-label="Loading connections" className="divide-y divide-slate-100 rounded-lg ring-1 ring-inset ring-slate-200">
                {CONNECTION_PLATFORMS.map((platform) => (
                  <li key={platform} className="flex items-center gap-3 px-4 py-3">
                    <Skeleton className="size-8 rounded-lg" />
                    <Skeleton className="h-4 w-32" />
                    <Skeleton className="ml-auto h-8 w-24" />
                  </li>
                ))}
              </ul>
            ) : connections.status === "error" ? (
              <LoadError title="Connections could not be loaded" message={connections.message} onRetry={() => void loadConnections(brandId)} />
            ) : (
              <ul aria-label={brand ? `Platforms for ${brand.name}` : "Platforms"} className="divide-y divide-slate-100 rounded-lg ring-1 ring-inset ring-slate-200">
                {CONNECTION_PLATFORMS.map((platform) => {
                  const connection = byPlatform.get(platform) ?? null;
                  const label = platformLabel(platform);
                  return (
                    <li
                      key={platform}
                      data-testid="connection-row"
                      data-platform={platform}
                      data-connected={connection ? "true" : "false"}
                      aria-label={label}
                      className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3"
                    >
                      <div className={cx("flex min-w-40 flex-1 gap-3", connection ? "items-start" : "items-center")}>
                        <PlatformIcon id={platform} className={cx("size-8 rounded-lg", connection ? "mt-0.5" : undefined)} />
                        <div className="min-w-0 flex-1">
                          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                            <span className="font-medium text-slate-900">{label}</span>
                            {connection ? (
                              <span className="inline-flex items-center gap-1 rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-inset ring-emerald-200">
                                <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
                                Connected
                              </span>
                            ) : (
                              <Badge>Not connected</Badge>
                            )}
                          </div>
                          {connection ? (
                            <div className="mt-1 space-y-0.5 text-sm text-slate-600">
                              <p className="break-words">
                                {connection.account_label ? <span className="font-medium text-slate-800">{connection.account_label}</span> : <span className="italic">No account label</span>}
                                {" · "}
                                <span title={`Last saved ${formatDateTime(connection.updated_at)}`}>
                                  connected <time dateTime={connection.connected_at}>{dateOnly.format(new Date(connection.connected_at))}</time>
                                </span>
                              </p>
                              <p className="flex flex-wrap items-center gap-1 text-xs text-slate-500">
                                <span>Stored:</span>
                                {connection.credential_fields.map((field) => (
                                  <code key={field} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[11px] text-slate-600">
                                    {field}
                                  </code>
                                ))}
                              </p>
                            </div>
                          ) : null}
                        </div>
                      </div>
                      <div className="ml-auto flex shrink-0 gap-2">
                        {connection ? (
                          <>
                            <Button
                              variant="secondary"
                              size="sm"
                              aria-label={`Reconnect ${label}`}
                              onClick={() => brand && setConnecting({ brandId: brand.id, brandName: brand.name, platform, existing: connection })}
                            >
                              Reconnect
                            </Button>
                            <Button
                              variant="secondary"
                              size="sm"
                              aria-label={`Disconnect ${label}`}
                              className="text-red-700 hover:bg-red-50"
                              onClick={() => brand && setDisconnecting({ brandId: brand.id, brandName: brand.name, connection })}
                            >
                              Disconnect
                            </Button>
                          </>
                        ) : (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`Connect ${label}`}
                            onClick={() => brand && setConnecting({ brandId: brand.id, brandName: brand.name, platform, existing: null })}
                          >
                            Connect
                          </Button>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </div>
      <ConnectDialog target={connecting} onClose={() => setConnecting(null)} onConnected={onConnected} />
      <DisconnectDialog target={disconnecting} onClose={() => setDisconnecting(null)} onDisconnected={onDisconnected} />
    </Card>
  );
}
