import { ConnectionsForMembers } from "@/components/settings/connections-for-members";
import { ConnectionsSection } from "@/components/settings/connections-section";
import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";
import { roleAllows } from "@/lib/auth/roles";
import { signInOptions } from "@/lib/connections/oauth/sign-in-options";
import { CONNECTIONS_SETTINGS_PATH } from "@/lib/connections/oauth/settings-after-sign-in";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { publishMode } from "@/lib/runtime-mode";

const HREF = CONNECTIONS_SETTINGS_PATH;
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Settings → Connections. `?brand=` shows that brand first (the reconnect banner, a sign-in that
 * came back); `&connected=` confirms the platform a sign-in just connected.
 */
export default async function ConnectionsSettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  // Connections hold publishing credentials: listing or changing them needs `admin` (owner, admin).
  if (!roleAllows(user.role, "admin")) return <ConnectionsForMembers publishMode={publishMode()} signIn={signInOptions()} />;
  const query = await searchParams;
  const brandId = typeof query.brand === "string" ? query.brand : null;
  const connected = typeof query.connected === "string" && (PLATFORM_IDS as readonly string[]).includes(query.connected) ? (query.connected as PlatformId) : null;
  return <ConnectionsSection publishMode={publishMode()} signIn={signInOptions()} initialBrandId={brandId} justConnected={connected} />;
}
