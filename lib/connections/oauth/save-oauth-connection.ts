import { cleanAccountProfile } from "@/lib/schemas/clean-account-profile";
import { writeConnection } from "@/lib/connections/write-connection";
import { notFound } from "@/lib/errors";
import type { PlatformId } from "@/lib/platforms/ids";
import type { ConnectChoice } from "@/lib/platforms/oauth-kit/connector";
import type { ConnectionOutput } from "@/lib/schemas/connection";

/** Saves what a sign-in connected, sealed as any connection; the label is the handle or name. */
export async function saveOAuthConnection(workspaceId: string, brandId: string, platform: PlatformId, choice: ConnectChoice): Promise<ConnectionOutput> {
  const profile = cleanAccountProfile(choice.profile);
  const saved = await writeConnection({
    workspaceId,
    brandId,
    platform,
    secrets: { credentials: choice.credentials, oauth: choice.oauth },
    authMethod: "oauth",
    accountLabel: profile.handle ?? profile.name,
    profile,
    tokenExpiresAt: choice.expiresAt,
  });
  // The brand was deleted while its owner was signing in.
  if (!saved) throw notFound("Brand");
  return saved;
}
