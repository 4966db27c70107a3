"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { Logo, LogoMark } from "@/components/ui/logo";
import { TOAST_SLOT_ID } from "@/components/ui/toast";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { AccountMenu } from "@/components/shell/account-menu";
import { NavLinks } from "@/components/shell/nav-links";
import { WorkspaceSwitcher } from "@/components/workspaces/workspace-switcher";

export function AppShell({ user, children }: { user: { name: string; email: string }; children: ReactNode }) {
  const pathname = usePathname();
  // The drawer is open on the page where it was opened; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;
  const setNavOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!navOpen) return;
    closeButtonRef.current?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpenOn(null);
        menuButtonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [navOpen]);

  return (
    <div className="min-h-dvh">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow">
        Skip to content
      </a>

      {/* Desktop sidebar */}
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center px-5">
          <Link href="/dashboard" className="rounded-md" aria-label="Brandcast dashboard">
            <Logo />
          </Link>
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
          <NavLinks />
        </nav>
        <div className="border-t border-slate-200 px-5 py-4 text-xs text-slate-500">Brandcast · API at <code className="font-mono">/api/v1</code></div>
      </aside>

      {/* Mobile drawer */}
      <div className={navOpen ? "fixed inset-0 z-40 lg:hidden" : "hidden"} role="dialog" aria-modal="true" aria-label="Navigation">
        <div className="absolute inset-0 bg-slate-900/40" onClick={() => setNavOpen(false)} aria-hidden />
        <div className="absolute inset-y-0 left-0 flex w-72 max-w-[85%] flex-col bg-white shadow-xl">
          <div className="flex h-16 items-center justify-between px-4">
            <Logo />
            <button
              ref={closeButtonRef}
              type="button"
              onClick={() => {
                setNavOpen(false);
                menuButtonRef.current?.focus();
              }}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              aria-label="Close navigation"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
            <NavLinks onNavigate={() => setNavOpen(false)} />
          </nav>
        </div>
      </div>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur">
          {/* On a phone the logo is its mark alone and the gaps are smaller: the workspace switcher
              needs that room to show a readable name (truncated, never overflowing the header). */}
          <div className="flex h-16 items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setNavOpen(true)}
            className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
            aria-label="Open navigation"
            aria-expanded={navOpen}
          >
            <MenuIcon />
          </button>
          {/* The wrapper hides the full logo: a `hidden` beside the logo's own `inline-flex` would
              depend on the order of the two rules in the stylesheet. */}
          <Link href="/dashboard" className="flex shrink-0 items-center rounded-md lg:hidden" aria-label="Brandcast dashboard">
            <LogoMark className="sm:hidden" />
            <span className="hidden sm:inline-flex">
              <Logo />
            </span>
          </Link>
          <WorkspaceSwitcher />
          <div className="ml-auto flex items-center gap-1">
            <NotificationBell />
            <AccountMenu name={user.name} email={user.email} />
          </div>
          </div>
          {/* Toasts (components/ui/toast.tsx) appear here: the header grows, so they cover nothing. */}
          <div id={TOAST_SLOT_ID} />
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
