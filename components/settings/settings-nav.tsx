"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon } from "@/components/ui/icons";
import { sectionAt, sectionOfAnchor } from "@/components/settings/settings-sections";

type NavSection = { label: string; href: string };

/**
 * Settings' sections as links: a side list beside the section from `lg` up, and below it one
 * compact disclosure naming the current section (a phone sees one line, not six). Links rather
 * than a select, so each opens in a new tab and arrow keys never navigate by accident.
 */
export function SettingsNav({ sections }: { sections: NavSection[] }) {
  const pathname = usePathname();
  const router = useRouter();
  const current = sectionAt(pathname);

  // An old single-page link (`/settings#connections`) lands on the first section with its
  // anchor: go on to the section it named, keeping the query (`?brand=`).
  useEffect(() => {
    const named = sectionOfAnchor(window.location.hash);
    if (named && named.href !== pathname) router.replace(`${named.href}${window.location.search}`);
  }, [pathname, router]);

  const links = (onPhone: boolean) => (
    <ul className={onPhone ? "py-1" : "space-y-0.5"}>
      {sections.map((section) => {
        const active = current?.href === section.href;
        return (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={active ? "page" : undefined}
              className={cx(
                "block rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                onPhone && "rounded-none px-4 py-2.5",
                active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              {section.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <nav aria-label="Settings" className="hidden lg:sticky lg:top-24 lg:block lg:self-start" data-testid="settings-side-list">
        {links(false)}
      </nav>
      {/* Remounted on each section (key), so it closes once a link is followed. */}
      <details key={pathname} className="group relative mb-6 lg:hidden" data-testid="settings-section-menu">
        <summary className="flex h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg bg-white px-4 text-sm shadow-sm ring-1 ring-slate-300 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 truncate">
            <span className="text-slate-500">Section: </span>
            <span className="font-medium text-slate-900">{current?.label ?? "Choose"}</span>
          </span>
          <ChevronDownIcon className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
        </summary>
        <nav aria-label="Settings" className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-slate-200">
          {links(true)}
        </nav>
      </details>
    </>
  );
}
