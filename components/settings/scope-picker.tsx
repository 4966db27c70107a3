import { cx } from "@/components/ui/cx";
import { SCOPES, SCOPE_DESCRIPTIONS, type Scope } from "@/lib/auth/scopes";

const SCOPE_LABELS: Record<Scope, string> = {
  read: "Read",
  write: "Write",
  generate: "Generate",
  post: "Post",
  schedule: "Schedule",
  admin: "Admin",
};

/** The scopes a new key gets, each with what it allows. */
export function ScopePicker({ scopes, onChange, error }: { scopes: Scope[]; onChange: (scopes: Scope[]) => void; error?: string }) {
  function toggle(scope: Scope, checked: boolean) {
    onChange(checked ? SCOPES.filter((s) => s === scope || scopes.includes(s)) : scopes.filter((s) => s !== scope));
  }

  return (
    <fieldset aria-describedby={error ? "key-scopes-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">Scopes</legend>
      <p className="mt-0.5 text-xs text-slate-500">Grant only what the agent needs.</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {SCOPES.map((scope) => {
          const checked = scopes.includes(scope);
          return (
            <label
              key={scope}
              htmlFor={`key-scope-${scope}`}
              className={cx("flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-inset transition-colors", checked ? "bg-brand-50/60 ring-brand-200" : "bg-white ring-slate-200 hover:bg-slate-50")}
            >
              <input
                id={`key-scope-${scope}`}
                type="checkbox"
                name="scopes"
                value={scope}
                checked={checked}
                onChange={(e) => toggle(scope, e.target.checked)}
                aria-labelledby={`key-scope-${scope}-label`}
                aria-describedby={`key-scope-${scope}-desc`}
                className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">
                  <span id={`key-scope-${scope}-label`}>{SCOPE_LABELS[scope]}</span>{" "}
                  <code aria-hidden className="ml-1 font-mono text-xs font-normal text-slate-500">
                    {scope}
                  </code>
                </span>
                <span id={`key-scope-${scope}-desc`} className="mt-0.5 block text-xs text-slate-600">
                  {SCOPE_DESCRIPTIONS[scope]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="key-scopes-error" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
