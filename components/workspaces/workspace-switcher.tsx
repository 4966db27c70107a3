"use client";

import Link from "next/link";
import { useState } from "react";
import { useHeaderMenu } from "@/components/ui/use-header-menu";
import { CheckIcon, ChevronDownIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { NewWorkspaceDialog } from "@/components/workspaces/new-workspace-dialog";
import { ROLE_LABELS } from "@/components/workspaces/role-labels";
import { messageOf } from "@/lib/client/api-error";
import { chooseWorkspace, useWorkspaces, type Workspace } from "@/lib/client/workspaces";
import { loadFresh } from "@/components/workspaces/load-fresh";

/**
 * The header's workspace switcher (docs/teams.md): which workspace this session acts in, the
 * others the user belongs to, and a new one. Choosing reloads the dashboard, since every page's
 * data belongs to the workspace it was read in.
 */
export function WorkspaceSwitcher() {
  const { open, setOpen, panelId, rootRef, buttonRef } = useHeaderMenu();
  const workspaces = useWorkspaces();
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);


  const list = workspaces.data ?? [];
  const current = list.find((workspace) => workspace.current);

  async function onChoose(workspace: Workspace) {
    if (workspace.current) return setOpen(false);
    setSwitching(workspace.id);
    try {
      await chooseWorkspace(workspace.personal ? null : workspace.id);
      loadFresh("/dashboard");
    } catch (thrown) {
      setSwitching(null);
      toast.error("Could not switch workspace", messageOf(thrown));
    }
  }

  return (
    // On a phone the header is narrow: the switcher takes the room left between the logo and the
    // account menu and truncates the name; its panel spans the screen below the header.
    <div ref={rootRef} className="relative min-w-0 flex-1 sm:flex-none">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={current ? `Workspace: ${current.name}. Switch workspace` : "Switch workspace"}
        data-testid="workspace-switcher"
        onClick={() => setOpen((value) => !value)}
        className="flex min-w-0 max-w-full items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-50 sm:max-w-[16rem]"
      >
        <span className="truncate font-medium">{current ? current.name : workspaces.status === "error" ? "Workspaces" : "…"}</span>
        <ChevronDownIcon className="size-4 shrink-0 text-slate-400" />
      </button>
      <div id={panelId} hidden={!open} className="fixed inset-x-4 top-16 z-30 rounded-xl sm:absolute sm:inset-x-auto sm:left-0 sm:top-auto sm:mt-2 sm:w-72 bg-white p-1 shadow-lg ring-1 ring-slate-200">
        <p className="px-3 pb-1 pt-2 text-xs font-medium uppercase tracking-wide text-slate-500">Workspaces</p>
        <ul>
          {list.map((workspace) => (
            <li key={workspace.id}>
              <button
                type="button"
                onClick={() => void onChoose(workspace)}
                disabled={switching !== null}
                aria-current={workspace.current || undefined}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 disabled:text-slate-400"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{workspace.name}</span>
                  <span className="block text-xs text-slate-500">
                    {workspace.personal ? "Personal · " : ""}
                    {ROLE_LABELS[workspace.role]}
                  </span>
                </span>
                {switching === workspace.id ? <Spinner className="text-slate-500" /> : workspace.current ? <CheckIcon className="size-4 text-brand-600" /> : null}
              </button>
            </li>
          ))}
        </ul>
        <div className="my-1 h-px bg-slate-100" />
        <Link href="/settings/members" onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
          Members and invitations
        </Link>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setCreating(true);
          }}
          className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
        >
          New workspace…
        </button>
      </div>
      <NewWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
