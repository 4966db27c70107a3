"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import type { ApiKey, Brand } from "@/lib/client/types";
import { useNow } from "@/lib/client/use-now";

type Props = {
  keys: ApiKey[];
  /** For the names of a key's brands; undefined while they load. */
  brands: Brand[] | undefined;
  highlightId: string | null;
  onRevoke: (key: ApiKey) => void;
};

function brandSummary(ids: string[] | null, brands: Brand[] | undefined): { label: string; title?: string } {
  if (ids === null) return { label: "All brands" };
  const byId = brands ? new Map(brands.map((b) => [b.id, b.name])) : null;
  const names = byId ? ids.map((id) => byId.get(id) ?? "Deleted brand") : null;
  if (names && names.length <= 2) return { label: names.join(", ") };
  return { label: `${ids.length} ${ids.length === 1 ? "brand" : "brands"}`, title: names?.join(", ") };
}

function Expiry({ iso }: { iso: string | null }) {
  const now = useNow(60_000);
  if (!iso) return <span className="text-slate-500">Never</span>;
  const past = now !== null && Date.parse(iso) <= now;
  return (
    <span title={formatDateTime(iso)} className="inline-flex flex-wrap items-center gap-1.5">
      {past ? <Badge tone="red">Expired</Badge> : null}
      <span>{formatDateTime(iso)}</span>
    </span>
  );
}

function LastUsed({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-slate-500">Never used</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}

function Scopes({ scopes }: { scopes: string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {scopes.map((scope) => (
        <Badge key={scope} tone={scope === "admin" ? "amber" : "neutral"} className="font-mono">
          {scope}
        </Badge>
      ))}
    </span>
  );
}

/** The active keys: a table on wide screens, one card per key on narrow ones. */
export function KeyList({ keys, brands, highlightId, onRevoke }: Props) {
  return (
    <>
      {/* Wide screens: a table */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Active API keys</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-6 py-3">Name</th>
              <th scope="col" className="px-3 py-3">Key</th>
              <th scope="col" className="px-3 py-3">Scopes</th>
              <th scope="col" className="px-3 py-3">Brands</th>
              <th scope="col" className="px-3 py-3">Last used</th>
              <th scope="col" className="px-3 py-3">Expires</th>
              <th scope="col" className="px-6 py-3"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {keys.map((key) => {
              const brandsLabel = brandSummary(key.brand_ids, brands);
              return (
                <tr key={key.id} data-testid="api-key-row" className={key.id === highlightId ? "bg-emerald-50/50" : undefined}>
                  <td className="px-6 py-4 align-top">
                    <p className="font-medium text-slate-900">{key.name}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {key.agent_type ? <>{key.agent_type} · </> : null}
                      {key.rate_limit_rpm.toLocaleString()}/min · {key.rate_limit_rpd.toLocaleString()}/day
                    </p>
                  </td>
                  <td className="px-3 py-4 align-top">
                    <code className="whitespace-nowrap font-mono text-xs text-slate-700">{key.key_prefix}…</code>
                  </td>
                  <td className="px-3 py-4 align-top"><Scopes scopes={key.scopes} /></td>
                  <td className="px-3 py-4 align-top text-slate-700" title={brandsLabel.title}>{brandsLabel.label}</td>
                  <td className="whitespace-nowrap px-3 py-4 align-top text-slate-700"><LastUsed iso={key.last_used_at} /></td>
                  <td className="px-3 py-4 align-top text-slate-700"><Expiry iso={key.expires_at} /></td>
                  <td className="px-6 py-4 text-right align-top">
                    <Button variant="secondary" size="sm" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`} className="text-red-700 hover:bg-red-50">
                      Revoke
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {/* Narrow screens: one card per key */}
      <ul className="divide-y divide-slate-100 md:hidden">
        {keys.map((key) => {
          const brandsLabel = brandSummary(key.brand_ids, brands);
          return (
            <li key={key.id} data-testid="api-key-card" className={key.id === highlightId ? "bg-emerald-50/50 px-5 py-4" : "px-5 py-4"}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{key.name}</p>
                  <code className="font-mono text-xs text-slate-600">{key.key_prefix}…</code>
                </div>
                <Button variant="secondary" size="sm" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`} className="text-red-700 hover:bg-red-50">
                  Revoke
                </Button>
              </div>
              <div className="mt-3"><Scopes scopes={key.scopes} /></div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-slate-500">Brands</dt>
                <dd className="text-slate-800">{brandsLabel.label}</dd>
                <dt className="text-slate-500">Last used</dt>
                <dd className="text-slate-800"><LastUsed iso={key.last_used_at} /></dd>
                <dt className="text-slate-500">Expires</dt>
                <dd className="text-slate-800"><Expiry iso={key.expires_at} /></dd>
                <dt className="text-slate-500">Limits</dt>
                <dd className="text-slate-800">
                  {key.rate_limit_rpm.toLocaleString()}/min · {key.rate_limit_rpd.toLocaleString()}/day
                </dd>
                {key.agent_type ? (
                  <>
                    <dt className="text-slate-500">Agent</dt>
                    <dd className="truncate text-slate-800">{key.agent_type}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  );
}
