"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { useHeaderMenu } from "@/components/ui/use-header-menu";
import { ChevronDownIcon, SignOutIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { Avatar } from "@/components/shell/avatar";

export function AccountMenu({ name, email }: { name: string; email: string }) {
  const { open, setOpen, panelId, rootRef, buttonRef } = useHeaderMenu();
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);


  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut({ redirect: false });
    } finally {
      router.replace("/sign-in");
      router.refresh();
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-1 pr-2 text-sm text-slate-700 hover:bg-slate-100"
      >
        <Avatar name={name} />
        <span className="hidden max-w-40 truncate font-medium sm:inline">{name}</span>
        <ChevronDownIcon className="size-4 text-slate-400" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] origin-top-right rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
      >
        <div className="px-3 py-2.5">
          <p className="truncate text-sm font-medium text-slate-900">{name}</p>
          <p className="break-all text-sm text-slate-500">{email}</p>
        </div>
        <div className="my-1 h-px bg-slate-100" />
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 disabled:text-slate-400"
        >
          {signingOut ? <Spinner className="text-slate-500" /> : <SignOutIcon className="size-4 text-slate-400" />}
          {signingOut ? "Signing out…" : "Sign out"}
        </button>
      </div>
    </div>
  );
}
