"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { apiRequest, ApiRequestError, fieldErrorFrom } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import type { PlatformId } from "@/lib/platforms/ids";
import { credentialFields, fieldPlaceholder, platformLabel, type Connection } from "./connection-types";

type ConnectTarget = { brandId: string; brandName: string; platform: PlatformId; existing: Connection | null };

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
  const formRef = useRef<HTMLFormElement>(null);
  const idBase = useId();
  const fieldId = (name: string) => `${idBase}-${name}`;

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

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
      const body: Record<string, unknown> = { platform: target.platform, credentials };
      if (label.trim()) body.account_label = label.trim();
      const data = await apiRequest<{ connection: Connection }>(`/api/v1/brands/${target.brandId}/connections`, { method: "POST", body });
      setValues({});
      onConnected(data.connection);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "The connection could not be saved. Please try again.";
      const names = [...fields.map((field) => `credentials.${field.name}`), "account_label"];
      const matched = caught instanceof ApiRequestError && caught.status === 400 ? fieldErrorFrom(message, names) : null;
      if (matched) {
        const name = matched.field.replace(/^credentials\./, "");
        setFieldErrors({ [name]: matched.message });
        focusField(name === "account_label" ? "account_label" : name);
      } else {
        setFormError(message);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label={`${platformLabel(target.platform)} credentials`} autoComplete="off">
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
          placeholder={fieldPlaceholder(field.name)}
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

export function DisconnectDialog({
  target,
  onClose,
  onDisconnected,
}: {
  target: { brandId: string; brandName: string; connection: Connection } | null;
  onClose: () => void;
  onDisconnected: (platform: PlatformId) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (pending) return;
    setError(null);
    onClose();
  }

  async function disconnect() {
    if (!target) return;
    const { brandId, connection } = target;
    setPending(true);
    setError(null);
    try {
      await apiRequest<{ deleted: boolean; platform: string }>(`/api/v1/brands/${brandId}/connections/${connection.platform}`, { method: "DELETE" });
      onDisconnected(connection.platform);
    } catch (caught) {
      // Already gone: the outcome the user wanted.
      if (caught instanceof ApiRequestError && caught.status === 404) onDisconnected(connection.platform);
      else setError(caught instanceof Error ? caught.message : "The connection could not be removed. Please try again.");
    } finally {
      setPending(false);
    }
  }

  const name = target ? platformLabel(target.connection.platform) : "";
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={`Disconnect ${name}?`}
      description={
        target ? (
          <>
            The stored credentials{target.connection.account_label ? <> for <span className="font-medium text-slate-800">{target.connection.account_label}</span></> : null} are
            deleted. Posts for <span className="font-medium text-slate-800">{target.brandName}</span> can&apos;t be published to {name} until you connect it again.
          </>
        ) : null
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={disconnect} pending={pending} pendingLabel="Disconnecting…">
            Disconnect
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}

export type { ConnectTarget };
