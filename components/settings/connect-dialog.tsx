"use client";

import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { credentialFields, platformLabel } from "@/components/settings/connection-types";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { connectPlatform } from "@/lib/client/connections";
import { issuesFromApiMessage } from "@/lib/client/form-errors";
import type { Connection } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";

export type ConnectTarget = { brandId: string; brandName: string; platform: PlatformId; existing: Connection | null };

/**
 * The form for one platform's credentials: exactly its fields (tokens and passwords as password
 * inputs), plus an optional account label. The values live only in this form's state and are
 * dropped when it closes; the API never sends them back.
 */
export function ConnectDialog({ target, onClose, onConnected }: { target: ConnectTarget | null; onClose: () => void; onConnected: (connection: Connection) => void }) {
  const open = target !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={target ? `${target.existing ? "Reconnect" : "Connect"} ${platformLabel(target.platform)}` : "Connect"}
      description={
        target ? (
          <>
            For <span className="font-medium text-slate-800">{target.brandName}</span>. Credentials are encrypted on the server and never shown again
            {target.existing ? "; saving replaces the ones stored now" : ""}.
          </>
        ) : null
      }
    >
      {/* Keyed so that every opening starts with an empty form. */}
      {target ? <ConnectForm key={`${target.brandId}:${target.platform}`} target={target} onCancel={onClose} onConnected={onConnected} /> : null}
    </Dialog>
  );
}

function ConnectForm({ target, onCancel, onConnected }: { target: ConnectTarget; onCancel: () => void; onConnected: (connection: Connection) => void }) {
  const fields = credentialFields(target.platform);
  const [values, setValues] = useState<Record<string, string>>({});
  const [label, setLabel] = useState(target.existing?.account_label ?? "");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const idBase = useId();
  const fieldId = (name: string) => `${idBase}-${name}`;

  function focusField(name: string) {
    requestAnimationFrame(() => document.getElementById(fieldId(name))?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const field of fields) if (!values[field.name]?.trim()) missing[field.name] = `Enter the ${field.label.toLowerCase()}.`;
    setFormError(null);
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusField(fields.find((field) => missing[field.name])!.name);
      return;
    }
    setPending(true);
    try {
      const credentials = Object.fromEntries(fields.map((field) => [field.name, values[field.name].trim()]));
      const connection = await connectPlatform(target.brandId, { platform: target.platform, credentials, ...(label.trim() ? { account_label: label.trim() } : {}) });
      setValues({});
      onConnected(connection);
    } catch (caught) {
      const message = messageOf(caught);
      const names = [...fields.map((field) => `credentials.${field.name}`), "account_label"];
      const matched = hasStatus(caught, 400) ? issuesFromApiMessage(message).find((issue) => names.includes(issue.path)) : undefined;
      if (matched) {
        const name = matched.path.replace(/^credentials\./, "");
        setFieldErrors({ [name]: matched.message });
        focusField(name);
      } else {
        setFormError(message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={`${platformLabel(target.platform)} credentials`} autoComplete="off">
      {formError ? <Alert tone="error" title="Not connected">{formError}</Alert> : null}
      {fields.map((field) => (
        <Field
          key={field.name}
          id={fieldId(field.name)}
          name={field.name}
          label={field.label}
          trailing={<code className="font-mono text-[11px] text-slate-400">{field.name}</code>}
          hint={field.description}
          error={fieldErrors[field.name] ?? null}
          type={field.secret ? "password" : "text"}
          autoComplete={field.secret ? "new-password" : "off"}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={field.placeholder}
          value={values[field.name] ?? ""}
          onChange={(event) => {
            const value = event.target.value;
            setValues((prev) => ({ ...prev, [field.name]: value }));
            if (fieldErrors[field.name]) setFieldErrors((prev) => ({ ...prev, [field.name]: "" }));
          }}
          required
        />
      ))}
      <Field
        id={fieldId("account_label")}
        label={
          <>
            Account label <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        hint="What you will see here, e.g. a handle or page name. Not a secret."
        error={fieldErrors.account_label || null}
        maxLength={200}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Connecting…">
          {target.existing ? "Save new credentials" : `Connect ${platformLabel(target.platform)}`}
        </Button>
      </div>
    </form>
  );
}
