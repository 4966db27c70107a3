"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { focusField } from "@/components/ui/focus-field";
import { BrandAccessPicker } from "@/components/settings/brand-access-picker";
import { ExpiryField } from "@/components/settings/expiry-field";
import { blankKeyForm, checkKeyForm, KEY_FIELD_ORDER, keyErrorsFromApi, rateBounds, type KeyCaps, type KeyErrors, type KeyField, type KeyFormValues } from "@/components/settings/key-form-checks";
import { RateLimitField } from "@/components/settings/rate-limit-field";
import { ScopePicker } from "@/components/settings/scope-picker";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { createApiKey } from "@/lib/client/api-keys";
import { firstError } from "@/lib/client/form-errors";
import type { ApiKeyWithSecret } from "@/lib/client/types";

/** The control each field's error focuses. */
const FIELD_ANCHOR: Record<KeyField, string> = {
  name: "key-name",
  scopes: "key-scope-read",
  brand_ids: "key-brands-all",
  agent_type: "key-agent",
  rate_limit_rpm: "key-rpm",
  rate_limit_rpd: "key-rpd",
  expires_at: "key-expires",
};

/** Name, scopes, brands, agent, limits (within the plan's caps) and expiry of a new API key. */
export function CreateKeyForm({ caps, onCreated }: { caps: KeyCaps; onCreated: (key: ApiKeyWithSecret) => void }) {
  const bounds = rateBounds(caps);
  const [values, setValues] = useState<KeyFormValues>(() => blankKeyForm(bounds));
  const [errors, setErrors] = useState<KeyErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function set(patch: Partial<KeyFormValues>, field: KeyField) {
    setValues((prev) => ({ ...prev, ...patch }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function show(found: KeyErrors) {
    setErrors(found);
    const first = firstError(found, KEY_FIELD_ORDER);
    if (first) focusField(FIELD_ANCHOR[first]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = checkKeyForm(values, caps);
    if (!checked.ok) {
      show(checked.errors);
      if (checked.other) setFormError(checked.other);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      onCreated(await createApiKey(checked.data));
      setValues(blankKeyForm(bounds));
    } catch (error) {
      const message = messageOf(error);
      if (hasStatus(error, 400)) setErrors((prev) => ({ ...prev, ...keyErrorsFromApi(message) }));
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
        value={values.name}
        onChange={(e) => set({ name: e.target.value }, "name")}
        hint="Shown in the key list; pick something that says who uses the key."
        error={errors.name}
      />

      <ScopePicker scopes={values.scopes} onChange={(scopes) => set({ scopes }, "scopes")} error={errors.scopes} />

      <BrandAccessPicker
        mode={values.brandMode}
        chosen={values.chosenBrands}
        onMode={(brandMode) => set({ brandMode }, "brand_ids")}
        onChosen={(chosenBrands) => set({ chosenBrands }, "brand_ids")}
        error={errors.brand_ids}
      />

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
        value={values.agentType}
        onChange={(e) => set({ agentType: e.target.value }, "agent_type")}
        hint="A free-form label for what kind of agent uses the key."
        error={errors.agent_type}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <RateLimitField
          id="key-rpm"
          label="Requests per minute"
          bounds={bounds.rpm}
          note={`. Your plan allows up to ${bounds.rpm.max.toLocaleString("en-US")}.`}
          value={values.rpm}
          onChange={(rpm) => set({ rpm }, "rate_limit_rpm")}
          error={errors.rate_limit_rpm}
        />
        <RateLimitField
          id="key-rpd"
          label="Requests per day"
          bounds={bounds.rpd}
          note=", counted per UTC day."
          value={values.rpd}
          onChange={(rpd) => set({ rpd }, "rate_limit_rpd")}
          error={errors.rate_limit_rpd}
        />
      </div>

      <ExpiryField value={values.expires} onChange={(expires) => set({ expires }, "expires_at")} error={errors.expires_at} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" pending={pending} pendingLabel="Creating key…">
          Create API key
        </Button>
      </div>
    </form>
  );
}
