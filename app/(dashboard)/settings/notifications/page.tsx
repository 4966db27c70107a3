import { NotificationPreferences } from "@/components/notifications/notification-preferences";
import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";

const HREF = "/settings/notifications";
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

/** Settings → Notifications: which events also come by e-mail (docs/teams.md, "Notifications"). */
export default async function NotificationSettingsPage() {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  return (
    <section aria-labelledby="notifications-heading">
      <div className="mb-4">
        <h2 id="notifications-heading" className="text-lg font-semibold tracking-tight text-slate-900">Notifications</h2>
        <p className="mt-1 text-sm text-slate-600">
          The bell in the header tells you when a post awaits your approval, is approved or needs changes, fails to publish, when a platform connection needs signing in again, and when someone joins.
        </p>
      </div>
      <NotificationPreferences />
    </section>
  );
}
