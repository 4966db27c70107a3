import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";
import { SecuritySection } from "@/components/settings/security-section";

const HREF = "/settings/security";
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

/** Settings → Security: the password, and the sessions signed in. */
export default async function SecuritySettingsPage() {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  return <SecuritySection />;
}
