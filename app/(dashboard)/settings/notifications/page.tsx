import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { NotificationPreferences } from "@/components/notifications/notification-preferences";
import { PageHeader } from "@/components/shell/page-header";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Notifications" };
export const dynamic = "force-dynamic";

export default async function NotificationSettingsPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return (
    <>
      <PageHeader
        title="Notifications"
        description="The bell in the header tells you when a post awaits your approval, is approved or needs changes, fails to publish, when a platform connection needs signing in again, and when someone joins."
        action={
          <Link href="/settings" className="text-sm font-medium text-slate-600 hover:text-slate-900">
            All settings
          </Link>
        }
      />
      <NotificationPreferences />
      <Toaster />
    </>
  );
}
