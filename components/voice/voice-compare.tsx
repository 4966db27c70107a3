import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import type { VoiceInput } from "@/lib/client/types";

// The pieces of the side-by-side comparison of a current and an extracted voice profile.

const lower = (items: string[]) => new Set(items.map((item) => item.trim().toLowerCase()));

/** Chips; in the extracted column, items the current profile lacks are marked new, and in the current column, items the extraction drops are struck through. */
export function ChipList({ items, other, side, empty = "None" }: { items: string[]; other: string[] | null; side: "current" | "extracted"; empty?: string }) {
  if (items.length === 0) return <span className="text-sm text-slate-400">{empty}</span>;
  const others = other ? lower(other) : null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item, index) => {
        const changed = others !== null && !others.has(item.trim().toLowerCase());
        const added = changed && side === "extracted";
        const removed = changed && side === "current";
        return (
          <li
            key={`${item}-${index}`}
            className={cx(
              "inline-flex max-w-full items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset break-words",
              added ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : removed ? "bg-red-50 text-red-800 line-through decoration-red-400 ring-red-200" : "bg-slate-100 text-slate-700 ring-slate-200",
            )}
          >
            {added ? <span className="sr-only">New: </span> : null}
            {removed ? <span className="sr-only">Dropped: </span> : null}
            {item}
          </li>
        );
      })}
    </ul>
  );
}

export function ToneValue({ value, previous }: { value: number; previous: number | null }) {
  const delta = previous === null ? 0 : Math.round((value - previous) * 100) / 100;
  return (
    <div className="flex items-center gap-2">
      <div className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200" aria-hidden>
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(value * 100)}%` }} />
      </div>
      <span className="font-mono text-xs tabular-nums text-slate-800">{value.toFixed(2)}</span>
      {previous !== null && delta !== 0 ? (
        <span className={cx("font-mono text-xs tabular-nums", delta > 0 ? "text-emerald-700" : "text-red-700")}>
          ({delta > 0 ? "+" : ""}
          {delta.toFixed(2)})
        </span>
      ) : null}
    </div>
  );
}

export function Row({ label, sublabel, current, extracted, showCurrent }: { label: string; sublabel?: string; current: ReactNode; extracted: ReactNode; showCurrent: boolean }) {
  return (
    <div className={cx("grid gap-2 px-5 py-3 sm:px-6", showCurrent ? "md:grid-cols-[10rem_1fr_1fr] md:gap-6" : "md:grid-cols-[10rem_1fr] md:gap-6")}>
      <dt className="text-sm font-medium text-slate-700">
        {label}
        {sublabel ? <span className="block text-xs font-normal text-slate-500">{sublabel}</span> : null}
      </dt>
      {showCurrent ? (
        <dd className="min-w-0">
          <span className="mb-1 block text-xs font-medium uppercase tracking-wide text-slate-400 md:hidden">Current</span>
          {current}
        </dd>
      ) : null}
      <dd className="min-w-0">
        {showCurrent ? <span className="mb-1 block text-xs font-medium uppercase tracking-wide text-brand-700 md:hidden">Extracted</span> : null}
        {extracted}
      </dd>
    </div>
  );
}

function themeNames(voice: VoiceInput): string[] {
  return voice.content_themes.map((theme) => theme.theme);
}

export function Themes({ voice, other, side }: { voice: VoiceInput; other: VoiceInput | null; side: "current" | "extracted" }) {
  if (voice.content_themes.length === 0) return <span className="text-sm text-slate-400">None</span>;
  const others = other ? lower(themeNames(other)) : null;
  return (
    <ul className="space-y-2">
      {voice.content_themes.map((theme, index) => {
        const changed = others !== null && !others.has(theme.theme.trim().toLowerCase());
        return (
          <li key={`${theme.theme}-${index}`} className="text-sm">
            <span className={cx("font-medium", changed && side === "extracted" ? "text-emerald-800" : changed ? "text-red-800 line-through" : "text-slate-900")}>
              {changed ? <span className="sr-only">{side === "extracted" ? "New: " : "Dropped: "}</span> : null}
              {theme.theme}
            </span>
            {theme.keywords.length > 0 ? <span className="text-slate-500"> · {theme.keywords.join(", ")}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

