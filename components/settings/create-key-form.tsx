"use client";

import { useEffect, useState, type FormEvent } from "react";
import { SCOPES, SCOPE_DESCRIPTIONS, type Scope } from "@/lib/auth/scopes";
import { ApiRequestError, apiRequest, fieldErrorFrom } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Field, inputClass } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { localZoneLabel, toLocalInputValue } from "./format";
import type { ApiKeyWithSecret, BrandOption, Loadable } from "./types";

const RPM = { min: 1, max: 10_000, default: 60 };
const RPD = { min: 1, max: 1_000_000, default: 1000 };

type FieldName = "name" | "scopes" | "brand_ids" | "agent_type" | "rate_limit_rpm" | "rate_limit_rpd" | "expires_at";
type Errors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: FieldName[] = ["name", "scopes", "brand_ids", "agent_type", "rate_limit_rpm", "rate_limit_rpd", "expires_at"];
const FIELD_ANCHOR: Record<FieldName, string> = {
  name: "key-name",
  scopes: "key-scope-read",
  brand_ids: "key-brands-all",
  agent_type: "key-agent",
  rate_limit_rpm: "key-rpm",
  rate_limit_rpd: "key-rpd",
  expires_at: "key-expires",
};

const SCOPE_LABELS: Record<Scope, string> = {
  read: "Read",
  write: "Write",
  generate: "Generate",
  post: "Post",
  schedule: "Schedule",
  admin: "Admin",
};

function parseWhole(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

export function CreateKeyForm({ brands, onCreated }: { brands: Loadable<BrandOption[]>; onCreated: (key: ApiKeyWithSecret) => void }) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<Scope[]>(["read"]);
  const [brandMode, setBrandMode] = useState<"all" | "chosen">("all");
  const [chosenBrands, setChosenBrands] = useState<string[]>([]);
  const [agentType, setAgentType] = useState("");
  const [rpm, setRpm] = useState(String(RPM.default));
  const [rpd, setRpd] = useState(String(RPD.default));
  const [expires, setExpires] = useState("");
  const [zone, setZone] = useState<string | null>(null);
  const [minExpiry, setMinExpiry] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // The zone is the browser's; read it after mounting so server and client markup agree.
  useEffect(() => {
    setZone(localZoneLabel());
    setMinExpiry(toLocalInputValue(new Date()));
  }, []);

  function clear(field: FieldName) {
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function toggleScope(scope: Scope, checked: boolean) {
    setScopes((prev) => (checked ? SCOPES.filter((s) => s === scope || prev.includes(s)) : prev.filter((s) => s !== scope)));
    clear("scopes");
  }

  function toggleBrand(id: string, checked: boolean) {
    setChosenBrands((prev) => (checked ? [...prev, id] : prev.filter((b) => b !== id)));
    clear("brand_ids");
  }

  function validate(): { errors: Errors; body?: Record<string, unknown> } {
    const found: Errors = {};
    const trimmedName = name.trim();
    if (!trimmedName) found.name = "Give the key a name, so you can tell it apart later.";
    else if (trimmedName.length > 100) found.name = "Use at most 100 characters.";
    if (scopes.length === 0) found.scopes = "Choose at least one scope.";
    if (brandMode === "chosen" && chosenBrands.length === 0) found.brand_ids = "Choose at least one brand, or allow all brands.";
    if (agentType.trim().length > 100) found.agent_type = "Use at most 100 characters.";
    const rpmValue = parseWhole(rpm);
    if (rpmValue === null || rpmValue < RPM.min || rpmValue > RPM.max) found.rate_limit_rpm = `Enter a whole number from ${RPM.min} to ${RPM.max.toLocaleString()}.`;
    const rpdValue = parseWhole(rpd);
    if (rpdValue === null || rpdValue < RPD.min || rpdValue > RPD.max) found.rate_limit_rpd = `Enter a whole number from ${RPD.min} to ${RPD.max.toLocaleString()}.`;
    let expiresAt: string | null = null;
    if (expires) {
      // A datetime-local value has no zone; the Date constructor reads it as local time.
      const date = new Date(expires);
      if (Number.isNaN(date.getTime())) found.expires_at = "Enter a valid date and time.";
      else if (date.getTime() <= Date.now()) found.expires_at = "Choose a time in the future.";
      else expiresAt = date.toISOString();
    }
    if (Object.keys(found).length > 0) return { errors: found };
    return {
      errors: found,
      body: {
        name: trimmedName,
        scopes,
        brand_ids: brandMode === "all" ? null : chosenBrands,
        agent_type: agentType.trim() || null,
        rate_limit_rpm: rpmValue,
        rate_limit_rpd: rpdValue,
        expires_at: expiresAt,
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const { errors: found, body } = validate();
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first || !body) {
      if (first) document.getElementById(FIELD_ANCHOR[first])?.focus();
      return;
    }
    setPending(true);
    try {
      const created = await apiRequest<ApiKeyWithSecret>("/api/v1/api-keys", { method: "POST", body });
      onCreated(created);
      setName("");
      setScopes(["read"]);
      setBrandMode("all");
      setChosenBrands([]);
      setAgentType("");
      setRpm(String(RPM.default));
      setRpd(String(RPD.default));
      setExpires("");
      setErrors({});
    } catch (error) {
      const message = error instanceof Error ? error.message : "The key could not be created. Please try again.";
      const onField = error instanceof ApiRequestError && error.status === 400 ? fieldErrorFrom(message, FIELD_ORDER) : null;
      if (onField) setErrors((prev) => ({ ...prev, [onField.field]: sentence(onField.message) }));
      setFormError(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create API key" className="space-y-6 px-5 py-5 sm:px-6">
      {formError ? <Alert tone="error" title="The key was not created">{formError}</Alert> : null}

      <Field
        id="key-name"
        label="Name"
        placeholder="e.g. Content agent (production)"
        maxLength={100}
        autoComplete="off"
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          clear("name");
        }}
        hint="Shown in the key list; pick something that says who uses the key."
        error={errors.name}
      />

      <fieldset aria-describedby={errors.scopes ? "key-scopes-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        <p className="mt-0.5 text-xs text-slate-500">Grant only what the agent needs.</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {SCOPES.map((scope) => {
            const checked = scopes.includes(scope);
            return (
              <label
                key={scope}
                htmlFor={`key-scope-${scope}`}
                className={cx(
                  "flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-inset transition-colors",
                  checked ? "bg-brand-50/60 ring-brand-200" : "bg-white ring-slate-200 hover:bg-slate-50",
                )}
              >
                <input
                  id={`key-scope-${scope}`}
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  checked={checked}
                  onChange={(e) => toggleScope(scope, e.target.checked)}
                  aria-labelledby={`key-scope-${scope}-label`}
                  aria-describedby={`key-scope-${scope}-desc`}
                  className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">
                    <span id={`key-scope-${scope}-label`}>{SCOPE_LABELS[scope]}</span>{" "}
                    <code aria-hidden className="ml-1 font-mono text-xs font-normal text-slate-500">
                      {scope}
                    </code>
                  </span>
                  <span id={`key-scope-${scope}-desc`} className="mt-0.5 block text-xs text-slate-600">
                    {SCOPE_DESCRIPTIONS[scope]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.scopes ? (
          <p id="key-scopes-error" className="mt-2 text-sm text-red-600">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>

      <fieldset aria-describedby={errors.brand_ids ? "key-brands-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Brand access</legend>
        <div className="mt-3 space-y-2">
          <label className="flex items-start gap-3 text-sm" htmlFor="key-brands-all">
            <input
              id="key-brands-all"
              type="radio"
              name="brand-mode"
              checked={brandMode === "all"}
              onChange={() => {
                setBrandMode("all");
                clear("brand_ids");
              }}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="font-medium text-slate-900">All brands</span>
              <span className="block text-xs text-slate-600">Including brands you create later.</span>
            </span>
          </label>
          <label className="flex items-start gap-3 text-sm" htmlFor="key-brands-chosen">
            <input
              id="key-brands-chosen"
              type="radio"
              name="brand-mode"
              checked={brandMode === "chosen"}
              onChange={() => setBrandMode("chosen")}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="font-medium text-slate-900">Only chosen brands</span>
              <span className="block text-xs text-slate-600">Other brands answer 403 to this key.</span>
            </span>
          </label>
        </div>

        {brandMode === "chosen" ? (
          <div className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200 sm:ml-7">
            {brands.status === "loading" ? (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner /> Loading your brands…
              </p>
            ) : brands.status === "error" ? (
              <p className="text-sm text-red-700">Your brands could not be loaded: {brands.message}</p>
            ) : brands.data.length === 0 ? (
              <p className="text-sm text-slate-600">You have no brands yet, so there is nothing to choose. Allow all brands instead.</p>
            ) : (
              <ul className="max-h-56 space-y-1 overflow-y-auto" aria-label="Brands">
                {brands.data.map((brand) => (
                  <li key={brand.id}>
                    <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-white" htmlFor={`key-brand-${brand.id}`}>
                      <input
                        id={`key-brand-${brand.id}`}
                        type="checkbox"
                        checked={chosenBrands.includes(brand.id)}
                        onChange={(e) => toggleBrand(brand.id, e.target.checked)}
                        className="size-4 accent-brand-600"
                      />
                      <span className="min-w-0 truncate font-medium text-slate-900">{brand.name}</span>
                      <span className="hidden min-w-0 truncate text-xs text-slate-500 sm:inline">{brand.website}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        {errors.brand_ids ? (
          <p id="key-brands-error" className="mt-2 text-sm text-red-600">
            {errors.brand_ids}
          </p>
        ) : null}
      </fieldset>

      <Field
        id="key-agent"
        label={
          <>
            Agent type <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        placeholder="e.g. claude-code, n8n, zapier"
        maxLength={100}
        autoComplete="off"
        value={agentType}
        onChange={(e) => {
          setAgentType(e.target.value);
          clear("agent_type");
        }}
        hint="A free-form label for what kind of agent uses the key."
        error={errors.agent_type}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="key-rpm"
          label="Requests per minute"
          type="number"
          inputMode="numeric"
          min={RPM.min}
          max={RPM.max}
          step={1}
          value={rpm}
          onChange={(e) => {
            setRpm(e.target.value);
            clear("rate_limit_rpm");
          }}
          hint={`Default ${RPM.default}. Your plan may allow less.`}
          error={errors.rate_limit_rpm}
        />
        <Field
          id="key-rpd"
          label="Requests per day"
          type="number"
          inputMode="numeric"
          min={RPD.min}
          max={RPD.max}
          step={1}
          value={rpd}
          onChange={(e) => {
            setRpd(e.target.value);
            clear("rate_limit_rpd");
          }}
          hint={`Default ${RPD.default.toLocaleString("en-US")}, counted per UTC day.`}
          error={errors.rate_limit_rpd}
        />
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor="key-expires" className="block text-sm font-medium text-slate-800">
            Expires <span className="font-normal text-slate-500">(optional)</span>
          </label>
          {expires ? (
            <button type="button" onClick={() => setExpires("")} className="text-xs font-medium text-brand-700 hover:underline">
              Clear
            </button>
          ) : null}
        </div>
        <input
          id="key-expires"
          type="datetime-local"
          className={cx(inputClass, "mt-1.5 sm:max-w-xs")}
          min={minExpiry}
          value={expires}
          onChange={(e) => {
            setExpires(e.target.value);
            clear("expires_at");
          }}
          aria-invalid={errors.expires_at ? true : undefined}
          aria-describedby={errors.expires_at ? "key-expires-error" : "key-expires-hint"}
        />
        {errors.expires_at ? (
          <p id="key-expires-error" className="mt-1.5 text-sm text-red-600">
            {errors.expires_at}
          </p>
        ) : (
          <p id="key-expires-hint" className="mt-1.5 text-xs text-slate-500">
            {expires ? "Time" : "Leave empty for a key that never expires. Time"} in your zone{zone ? <>: <span className="font-medium text-slate-600">{zone}</span></> : null}.
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" pending={pending} pendingLabel="Creating key…">
          Create API key
        </Button>
      </div>
    </form>
  );
}

function sentence(text: string): string {
  const trimmed = text.replace(/\.$/, "");
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}
