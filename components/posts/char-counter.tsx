"use client";

import { cx } from "@/components/ui/cx";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

export type CountResult = { count: number; limit: number; over: boolean; unit: string; label: string };

/**
 * The count the server applies (the same registry code: twitter-text for X, graphemes for
 * Bluesky…), against the post's limit or, given, another one of the platform's (a comment's own).
 */
export function countFor(platform: PlatformId, text: string, ownLimit?: number): CountResult {
  const rule = platformRule(platform);
  const count = rule.count(text);
  const limit = ownLimit ?? rule.limit;
  return { count, limit, over: count > limit, unit: rule.countUnit, label: rule.label };
}

/** "84 / 280" with a thin bar; red when over the limit. `id` lets a textarea point at it. */
export function CharCounter({ platform, text, id, className, limit: ownLimit }: { platform: PlatformId; text: string; id?: string; className?: string; limit?: number }) {
  const { count, limit, over, unit, label } = countFor(platform, text, ownLimit);
  const ratio = Math.min(1, count / limit);
  const near = !over && ratio >= 0.9;
  return (
    <div id={id} data-testid="char-counter" data-count={count} data-over={over || undefined} className={cx("flex min-w-0 items-center gap-2", className)}>
      <div aria-hidden className="h-1.5 w-16 shrink-0 overflow-hidden rounded-full bg-slate-200">
        <div className={cx("h-full rounded-full", over ? "bg-red-500" : near ? "bg-amber-500" : "bg-emerald-500")} style={{ width: `${Math.max(2, ratio * 100)}%` }} />
      </div>
      <span className={cx("whitespace-nowrap text-xs tabular-nums", over ? "font-semibold text-red-600" : "text-slate-600")}>
        <span className="sr-only">{label}: </span>
        {count.toLocaleString()} / {limit.toLocaleString()}
        <span className="sr-only"> {unit}</span>
        {over ? <span> · {(count - limit).toLocaleString()} over</span> : null}
      </span>
    </div>
  );
}

/** The #hashtags written in a text, in order, without duplicates. */
export function hashtagsIn(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const match of text.matchAll(/(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu)) {
    const tag = match[2];
    if (!seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}
