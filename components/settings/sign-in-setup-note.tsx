import type { SignInOption } from "@/lib/client/types";

/**
 * A platform whose sign-in this server has no app for, said plainly. An owner or admin
 * (`canSetUp`) can still paste a token; anyone else is told who can.
 */
export function SignInSetupNote({ label, canSetUp }: { label: string; canSetUp: boolean }) {
  return (
    <p className="mt-1 text-xs text-slate-500" data-testid="sign-in-not-configured">
      {canSetUp ? `Sign-in with ${label} is not set up on this server. You can still connect with a token.` : "Not set up on this server: an owner or admin can still connect it with a token."}
    </p>
  );
}

/**
 * What the server needs for that sign-in (its variables, the redirect URI to register), for an
 * owner or admin only and folded away: a marketer is not handed a server's settings. The row
 * gives it its own full-width line, so at 390 px a long name never runs into the buttons.
 */
export function SignInSetupDetails({ option, label, className }: { option: SignInOption; label: string; className?: string }) {
  return (
    <details className={className} data-testid="sign-in-setup">
      <summary className="w-fit cursor-pointer rounded text-xs font-medium text-slate-600 underline decoration-slate-300 underline-offset-2 hover:text-slate-900">
        How to set up sign-in with {label}
      </summary>
      <div className="mt-2 max-w-xl space-y-1.5 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600 ring-1 ring-inset ring-slate-200">
        <p>Whoever runs this server registers an app with {label}, then sets these variables and restarts the server:</p>
        <ul className="space-y-0.5">
          {option.missing_variables.map((name) => (
            <li key={name}>
              <code className="break-all font-mono text-[11px] text-slate-800">{name}</code>
            </li>
          ))}
        </ul>
        {option.redirect_uri ? (
          <p>
            Redirect URI to register: <code className="break-all font-mono text-[11px] text-slate-800">{option.redirect_uri}</code>
          </p>
        ) : null}
      </div>
    </details>
  );
}
