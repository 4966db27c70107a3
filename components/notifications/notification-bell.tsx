"use client";

import Link from "next/link";
import { useEffect } from "react";
import { useHeaderMenu } from "@/components/ui/use-header-menu";
import { formatRelative } from "@/components/settings/format";
import { Spinner } from "@/components/ui/spinner";
import { markNotificationsRead, useBellNotifications, type NotificationItem } from "@/lib/client/notifications";

const BellIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden className="size-5">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** "3", or "9+" past nine: the badge stays small. */
const badgeText = (count: number) => (count > 9 ? "9+" : String(count));

/**
 * The header's bell: the unread count of the workspace the session acts in, and a list of the
 * newest notifications. It asks for new ones every 30 s and whenever the window regains focus.
 * Opening a notification marks it read; "Mark all read" reads them all.
 */
export function NotificationBell() {
  const { open, setOpen, panelId, rootRef, buttonRef } = useHeaderMenu();
  const bell = useBellNotifications();
  const { reload } = bell;

  useEffect(() => {
    const onFocus = () => void reload();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [reload]);


  const unread = bell.data?.unread_count ?? 0;
  const items = bell.data?.notifications ?? [];

  return (
    <div ref={rootRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        onClick={() => {
          if (!open) void reload();
          setOpen((value) => !value);
        }}
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="absolute right-0.5 top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-rose-600 px-1 text-[10px] font-semibold leading-none text-white" data-testid="notification-count">
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label="Notifications"
        className="fixed inset-x-3 top-16 z-30 mt-1 rounded-xl bg-white shadow-lg ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
          <button
            type="button"
            onClick={() => void markNotificationsRead().catch(() => undefined)}
            disabled={unread === 0}
            className="rounded-md px-2 py-1 text-xs font-medium text-brand-600 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
          >
            Mark all read
          </button>
        </div>
        <div className="max-h-[min(28rem,calc(100dvh-9rem))] overflow-y-auto">
          {bell.status === "loading" ? (
            <p className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-600" role="status">
              <Spinner /> Loading…
            </p>
          ) : bell.status === "error" ? (
            <p className="px-4 py-6 text-sm text-rose-700">Your notifications could not be loaded. {bell.error?.message}</p>
          ) : items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-500">Nothing yet. Approvals, failed posts and connections that need you appear here.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} onOpen={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t border-slate-100 px-4 py-2.5 text-right">
          <Link href="/settings/notifications" onClick={() => setOpen(false)} className="text-xs font-medium text-slate-600 hover:text-slate-900">
            E-mail settings
          </Link>
        </div>
      </div>
    </div>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const unread = item.read_at === null;
  const content = (
    <>
      <span className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? "bg-brand-600" : "bg-transparent"}`} aria-hidden />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm ${unread ? "font-semibold text-slate-900" : "text-slate-700"}`}>{item.title}</span>
        <span className="mt-0.5 line-clamp-2 block break-words text-sm text-slate-600">{item.body}</span>
        <span className="mt-1 block text-xs text-slate-500">
          {formatRelative(item.created_at)}
          {unread ? <span className="sr-only"> · unread</span> : null}
        </span>
      </span>
    </>
  );
  const className = "flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50";
  const open = () => {
    if (unread) void markNotificationsRead([item.id]).catch(() => undefined);
    onOpen();
  };
  return item.link ? (
    <Link href={item.link} onClick={open} className={className}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={open} className={className}>
      {content}
    </button>
  );
}
