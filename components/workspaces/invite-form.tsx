"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Field, inputClass } from "@/components/ui/field";
import { InvitationLinkReveal } from "@/components/workspaces/invitation-link-reveal";
import { ROLE_LABELS } from "@/components/workspaces/role-labels";
import { ROLE_DESCRIPTIONS } from "@/lib/auth/roles";
import { messageOf } from "@/lib/client/api-error";
import { inviteMember, type InvitationWithLink } from "@/lib/client/workspaces";
import { createInvitationSchema, INVITABLE_ROLES } from "@/lib/schemas/workspace";

type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Invites an address with a role; the link appears below, once. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitableRole>("editor");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<InvitationWithLink | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createInvitationSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(`Email ${parsed.error.issues[0].message}.`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      setCreated(await inviteMember(workspaceId, { email: parsed.data.email, role: parsed.data.role }));
      setEmail("");
    } catch (thrown) {
      setError(messageOf(thrown));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-4 px-5 py-4 sm:px-6">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id="invite-email"
          label="Email address"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error ?? undefined}
          placeholder="colleague@example.com"
          className="min-w-0 flex-1"
        />
        <div className="sm:w-44">
          <label htmlFor="invite-role" className="block text-sm font-medium text-slate-700">
            Role
          </label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as InvitableRole)} className={cx(inputClass, "mt-1.5")}>
            {INVITABLE_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" pending={pending} pendingLabel="Inviting…" className="sm:mt-7">
          Invite
        </Button>
      </form>
      <p className="text-xs text-slate-500">{ROLE_DESCRIPTIONS[role]}</p>
      {created ? <InvitationLinkReveal invitation={created} onDismiss={() => setCreated(null)} /> : null}
    </div>
  );
}
