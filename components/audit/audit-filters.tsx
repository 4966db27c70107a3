"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NO_AUDIT_FILTERS, type AuditFilters } from "@/lib/client/audit-events";

// Two columns even on a phone (the ids are pasted, not typed); the date-times take a whole row there.
const FIELDS: { name: keyof AuditFilters; label: string; placeholder?: string; type?: string }[] = [
  { name: "action", label: "Action", placeholder: "post.create" },
  { name: "resource_type", label: "Resource type", placeholder: "post" },
  { name: "resource_id", label: "Resource id" },
  { name: "actor_user_id", label: "Member (user id)" },
  { name: "key_id", label: "API key id" },
  { name: "from", label: "From", type: "datetime-local" },
  { name: "to", label: "Until", type: "datetime-local" },
];

/** The list's filters: applied together when the form is sent, cleared at once. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} className="space-y-4 px-5 py-4 sm:px-6" aria-label="Filter audit events">
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`audit-${field.name}`}
            label={field.label}
            type={field.type ?? "text"}
            placeholder={field.placeholder}
            className={field.type === "datetime-local" ? "col-span-2 sm:col-span-1" : undefined}
            value={draft[field.name]}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
          />
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
