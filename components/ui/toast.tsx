"use client";

import { useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { cx } from "@/components/ui/cx";

/**
 * Toasts for outcomes ("Saved", "Could not save: …"). Call `toast.success(text)` or
 * `toast.error(text)` from any client code; a page shows them by rendering `<Toaster />` once.
 * The store is a module-level list, so no provider has to wrap the layout.
 *
 * A toast never covers the control it reports on: one is shown at a time, inside the sticky
 * page header (the app shell's `#toast-slot`), which grows to hold it and so pushes the content
 * down instead of lying over it, at any width.
 */

type ToastTone = "success" | "error" | "info";
export type ToastItem = { id: number; tone: ToastTone; title: string; description?: string };

const DURATION_MS: Record<ToastTone, number> = { success: 5000, info: 6000, error: 10000 };
const MAX_VISIBLE = 1;
/** The element in the app shell's header that holds the toasts (components/shell/app-shell.tsx). */
export const TOAST_SLOT_ID = "toast-slot";

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function push(tone: ToastTone, title: string, description?: string): number {
  const id = nextId++;
  items = [...items, { id, tone, title, description }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

export function dismissToast(id: number) {
  const before = items.length;
  items = items.filter((item) => item.id !== id);
  if (items.length !== before) emit();
}

export const toast = {
  success: (title: string, description?: string) => push("success", title, description),
  error: (title: string, description?: string) => push("error", title, description),
  info: (title: string, description?: string) => push("info", title, description),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const EMPTY: ToastItem[] = [];

const TONES: Record<ToastTone, { ring: string; icon: string; path: string }> = {
  success: { ring: "ring-emerald-200", icon: "text-emerald-600", path: "m8 12.5 2.7 2.7L16 9.8M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" },
  error: { ring: "ring-red-200", icon: "text-red-600", path: "M12 8v5m0 3h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" },
  info: { ring: "ring-brand-200", icon: "text-brand-600", path: "M12 16v-4m0-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" },
};

function ToastCard({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(item.id), DURATION_MS[item.tone]);
    return () => window.clearTimeout(timer);
  }, [item.id, item.tone]);
  const tone = TONES[item.tone];
  return (
    <li
      data-testid="toast"
      data-tone={item.tone}
      className={cx("pointer-events-auto flex w-full gap-3 rounded-xl bg-white px-4 py-3 text-sm shadow-sm ring-1", tone.ring)}
    >
      <svg className={cx("mt-0.5 size-5 shrink-0", tone.icon)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
        <path d={tone.path} />
      </svg>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{item.title}</p>
        {item.description ? <p className="mt-0.5 break-words text-slate-600">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 size-7 shrink-0 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
        aria-label="Dismiss notification"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden className="size-5">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </li>
  );
}

const subscribeNothing = () => () => undefined;
const findSlot = () => document.getElementById(TOAST_SLOT_ID);
const noSlot = () => null;

/** The live region that shows toasts; render it once per page. Errors are announced assertively. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => items, () => EMPTY);
  const slot = useSyncExternalStore(subscribeNothing, findSlot, noSlot);
  const errors = list.filter((item) => item.tone === "error");
  const others = list.filter((item) => item.tone !== "error");
  const regions = (
    <div className={slot ? "mx-auto flex max-w-6xl flex-col px-4 sm:px-6 lg:px-8" : "pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center p-4 sm:inset-x-auto sm:right-0 sm:w-96"}>
      <ol role="status" aria-live="polite" aria-label="Notifications" className="flex w-full flex-col gap-2 pb-3 empty:hidden">
        {others.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
      <ol role="alert" aria-live="assertive" aria-label="Error notifications" className="flex w-full flex-col gap-2 pb-3 empty:hidden">
        {errors.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </div>
  );
  // Outside the app shell (no slot), the old corner placement stands in.
  return slot ? createPortal(regions, slot) : regions;
}
