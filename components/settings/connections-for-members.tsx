import { PlatformIcon } from "@/components/posts/platform-icon";
import { Card, CardHeader } from "@/components/ui/card";
import { CONNECTION_PLATFORMS, platformLabel } from "@/components/settings/connection-types";
import { SandboxNote } from "@/components/settings/sandbox-note";
import { SignInSetupNote } from "@/components/settings/sign-in-setup-note";
import type { SignInOption } from "@/lib/client/types";

/**
 * Settings → Connections for a role below admin: connections hold publishing credentials, so
 * only owners and admins list or change them (the API answers 403 to anyone else). A member
 * still learns who connects accounts, and how each platform connects on this server.
 */
export function ConnectionsForMembers({ publishMode, signIn }: { publishMode: "sandbox" | "live"; signIn: SignInOption[] }) {
  const optionFor = new Map(signIn.map((option) => [option.platform, option]));
  return (
    <Card>
      <CardHeader
        id="connections-card-heading"
        title="Connections"
        description="The platform accounts each brand publishes to. The workspace's owners and admins connect them; ask one of them to connect or reconnect an account."
      />
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {publishMode === "sandbox" ? <SandboxNote /> : null}
        <ul aria-label="How each platform connects on this server" className="divide-y divide-slate-100 rounded-lg ring-1 ring-inset ring-slate-200">
          {CONNECTION_PLATFORMS.map((platform) => {
            const label = platformLabel(platform);
            const option = optionFor.get(platform);
            return (
              <li key={platform} data-testid="platform-availability" data-platform={platform} className="flex items-start gap-3 px-4 py-3">
                <PlatformIcon id={platform} className="size-8 rounded-lg" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{label}</p>
                  {option?.method === "oauth" && !option.configured ? (
                    <SignInSetupNote label={label} canSetUp={false} />
                  ) : (
                    <p className="mt-1 text-xs text-slate-500">{option?.method === "oauth" ? `Connected by signing in with ${label}.` : "Connected with an app password."}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
