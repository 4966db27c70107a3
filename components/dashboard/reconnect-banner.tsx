import Link from "next/link";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { Alert } from "@/components/ui/alert";
import type { ReconnectNeeded } from "@/lib/connections/list-reconnect-required";
import { brandConnectionsPath } from "@/lib/connections/oauth/settings-after-sign-in";
import { platformRule } from "@/lib/platforms/registry";

/** The dashboard's home says which accounts must be signed in again before their posts can go out. */
export function ReconnectBanner({ needed }: { needed: ReconnectNeeded[] }) {
  if (needed.length === 0) return null;
  return (
    <div className="mb-6" data-testid="reconnect-banner">
      <Alert tone="warning" title={needed.length === 1 ? "An account needs to be reconnected" : `${needed.length} accounts need to be reconnected`}>
        <p>Posts to these accounts cannot be published until you sign in to them again.</p>
        <ul className="mt-2 space-y-1.5">
          {needed.map((item) => {
            const label = platformRule(item.platform).label;
            return (
              <li key={`${item.brandId}:${item.platform}`} className="flex flex-wrap items-center gap-2">
                <PlatformIcon id={item.platform} className="size-5" />
                <span className="font-medium">
                  {item.brandName} · {label}
                </span>
                <Link
                  href={brandConnectionsPath(item.brandId)}
                  className="rounded font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950"
                  aria-label={`Reconnect ${label} for ${item.brandName}`}
                >
                  Reconnect
                </Link>
                {item.reason ? <span className="basis-full pl-7 text-xs text-amber-800">{item.reason}</span> : null}
              </li>
            );
          })}
        </ul>
      </Alert>
    </div>
  );
}
