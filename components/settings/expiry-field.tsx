"use client";

import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { localZoneLabel, toLocalInputValue } from "@/components/settings/format";
import { useBrowserValue } from "@/lib/client/use-browser-value";
import { useNow } from "@/lib/client/use-now";

/** An optional expiry in the browser's time zone (named beside it), or never. */
export function ExpiryField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  // The zone and "now" are the browser's: unknown on the server, so server and client markup agree.
  const zone = useBrowserValue(localZoneLabel);
  const now = useNow(60_000);

  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor="key-expires" className="block text-sm font-medium text-slate-800">
          Expires <span className="font-normal text-slate-500">(optional)</span>
        </label>
        {value ? (
          <button type="button" onClick={() => onChange("")} className="text-xs font-medium text-brand-700 hover:underline">
            Clear
          </button>
        ) : null}
      </div>
      <input
        id="key-expires"
        type="datetime-local"
        className={cx(inputClass, "mt-1.5 sm:max-w-xs")}
        min={now === null ? undefined : toLocalInputValue(new Date(now))}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "key-expires-error" : "key-expires-hint"}
      />
      {error ? (
        <p id="key-expires-error" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id="key-expires-hint" className="mt-1.5 text-xs text-slate-500">
          {value ? "Time" : "Leave empty for a key that never expires. Time"} in your zone{zone ? <>: <span className="font-medium text-slate-600">{zone}</span></> : null}.
        </p>
      )}
    </div>
  );
}
