import { cx } from "@/components/ui/cx";
import { CharCounter } from "@/components/posts/char-counter";
import { PlatformIcon } from "@/components/posts/platform-icon";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

type Versions = Partial<Record<PlatformId, { content?: string }>>;

/**
 * Each chosen platform with the length of the text it publishes (its own version, else `text`)
 * against its limit, as that platform counts.
 */
export function PlatformLengths({ platforms, text, versions = {}, label, className }: { platforms: PlatformId[]; text: string; versions?: Versions; label: string; className?: string }) {
  return (
    // grid-cols-1 (minmax(0, 1fr)): a long name wraps instead of widening the card past the screen.
    <ul aria-label={label} className={cx("grid grid-cols-1 gap-2 2xl:grid-cols-2", className)}>
      {platforms.map((platform) => (
        // On a narrow screen the counter moves under the name rather than cutting it to a few letters.
        <li key={platform} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-inset ring-slate-200">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-700">
            <PlatformIcon id={platform} />
            <span className="min-w-0 break-words">{platformRule(platform).label}</span>
            {versions[platform]?.content !== undefined ? <span className="shrink-0 text-xs text-slate-500">own version</span> : null}
          </span>
          <CharCounter platform={platform} text={versions[platform]?.content ?? text} className="ml-auto shrink-0" />
        </li>
      ))}
    </ul>
  );
}
