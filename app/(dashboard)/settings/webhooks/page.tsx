import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";
import { WebhooksSection } from "@/components/settings/webhooks-section";

const HREF = "/settings/webhooks";
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

/** Settings → Webhooks: endpoints, their signing secret (once) and their last deliveries. */
export default async function WebhooksSettingsPage() {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  return <WebhooksSection />;
}
