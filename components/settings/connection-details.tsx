import { AccountAvatar } from "@/components/settings/account-avatar";
import { formatDateTime } from "@/components/settings/format";
import type { Connection } from "@/lib/client/types";

const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * Who is connected (the signed-in account, the account a pasted token was checked against, or the
 * label typed with it), since when, why it must be reconnected, and why a token could not be checked.
 */
export function ConnectionDetails({ connection, label, sandbox }: { connection: Connection; label: string; sandbox: boolean }) {
  const account = connection.account;
  const since = (
    <span title={`Last saved ${formatDateTime(connection.updated_at)}`}>
      connected <time dateTime={connection.connected_at}>{dateOnly.format(new Date(connection.connected_at))}</time>
    </span>
  );
  return (
    <div className="mt-1 space-y-1 text-sm text-slate-600">
      {account ? (
        <div className="flex items-center gap-2" data-testid="connection-account">
          <AccountAvatar name={account.name} url={account.avatar_url} className="size-6" />
          <p className="min-w-0 break-words">
            <span className="font-medium text-slate-800">{account.name}</span>
            {account.handle ? <span className="text-slate-500"> {account.handle}</span> : null}
            {" · "}
            <span>{connection.auth_method === "oauth" ? `signed in with ${label}` : `token checked with ${label}`}</span>
            {" · "}
            {since}
          </p>
        </div>
      ) : (
        <p className="break-words">
          {connection.account_label ? <span className="font-medium text-slate-800">{connection.account_label}</span> : <span className="italic">No account label</span>}
          {" · "}
          {since}
        </p>
      )}
      {connection.status === "reconnect_required" ? (
        <p className="text-red-700" data-testid="connection-reason">
          {connection.status_reason ?? `${label} no longer accepts this connection.`}
        </p>
      ) : null}
      {/* In sandbox no token is checked with a platform, and the section's note says so once rather than on every row. */}
      {connection.status === "active" && connection.verification?.status === "unchecked" && !sandbox ? (
        <p className="text-amber-800" data-testid="connection-unchecked">
          Could not check this token: {connection.verification.reason ?? `${label} gave no answer.`}
        </p>
      ) : null}
      <p className="flex flex-wrap items-center gap-1 text-xs text-slate-500">
        <span>Stored:</span>
        {connection.credential_fields.map((field) => (
          <code key={field} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[11px] text-slate-600">
            {field}
          </code>
        ))}
        {connection.auth_method === "oauth" ? <span>· renewed automatically</span> : null}
      </p>
    </div>
  );
}
