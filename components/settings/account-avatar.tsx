"use client";

import { useState } from "react";
import { cx } from "@/components/ui/cx";

/**
 * The signed-in account's picture, as the platform serves it; its initial when there is none or
 * it does not load. A plain <img>: the host is the platform's CDN, shown as is (the page's
 * img-src allows any host, see next.config.ts). The server answers only https pictures; one
 * that is not is not loaded here either.
 */
export function AccountAvatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cx("inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200", className);
  if (!url || !url.startsWith("https://") || failed) {
    return (
      <span className={cx(box, "text-sm font-semibold text-slate-600")} aria-hidden>
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <span className={box}>
      {/* eslint-disable-next-line @next/next/no-img-element -- any platform CDN; no optimisation wanted */}
      <img src={url} alt={`${name}'s picture`} className="size-full object-cover" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
    </span>
  );
}
