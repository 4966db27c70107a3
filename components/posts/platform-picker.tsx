import { cx } from "@/components/ui/cx";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

type Props = {
  /** The checkboxes' name (a form focuses the first one by it). */
  name: string;
  selected: PlatformId[];
  onChange: (platforms: PlatformId[]) => void;
  error?: string;
  errorId: string;
  /** Under each name, the platform's limit and whether it needs an image (the composer). */
  details?: boolean;
  className?: string;
  gridClassName: string;
};

/** The eight platforms as checkboxes, kept in the registry's order whatever the order of clicks. */
export function PlatformPicker({ name, selected, onChange, error, errorId, details = false, className, gridClassName }: Props) {
  function toggle(platform: PlatformId, checked: boolean) {
    onChange(checked ? PLATFORM_IDS.filter((p) => p === platform || selected.includes(p)) : selected.filter((p) => p !== platform));
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={className}>
      <legend className="text-sm font-medium text-slate-800">Platforms</legend>
      <div className={cx("mt-2 grid grid-cols-2 gap-2", gridClassName)}>
        {PLATFORM_IDS.map((platform) => {
          const rule = platformRule(platform);
          const checked = selected.includes(platform);
          return (
            <label
              key={platform}
              className={cx(
                "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 ring-1 ring-inset transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                details ? "py-2.5" : "py-2",
                checked ? "bg-brand-50/60 ring-brand-200" : "bg-white ring-slate-200 hover:bg-slate-50",
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={platform}
                checked={checked}
                onChange={(e) => toggle(platform, e.target.checked)}
                className="size-4 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-none"
              />
              <PlatformIcon id={platform} />
              {details ? (
                // Each fact on its own line, wrapping rather than cut: at 390 wide a tile is about 75 px of text.
                <span className="min-w-0">
                  <span className="block text-sm font-medium leading-tight text-slate-900">{rule.label}</span>
                  <span className="block text-xs text-slate-500">{rule.limit.toLocaleString()} max</span>
                  {rule.requiresMedia ? <span className="block text-xs leading-tight text-slate-500">needs an image</span> : null}
                </span>
              ) : (
                <span className="text-sm font-medium leading-tight text-slate-900">{rule.label}</span>
              )}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
