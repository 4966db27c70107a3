import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";
import { UsageSection } from "@/components/settings/usage-section";

const HREF = "/settings/usage";
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

/** Settings → Usage: requests and generations per day, by key. */
export default async function UsageSettingsPage() {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  return <UsageSection />;
}
