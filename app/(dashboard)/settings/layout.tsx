import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { SettingsNav } from "@/components/settings/settings-nav";
import { sectionsFor } from "@/components/settings/settings-sections";
import { PageHeader } from "@/components/shell/page-header";
import { Toaster } from "@/components/ui/toast";

/**
 * Every page under /settings: the heading, the list of sections the user's role sees (a side
 * list at `lg`, a compact menu below), and the section page beside it, whatever page it is.
 */
export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const sections = sectionsFor(user.role).map(({ label, href }) => ({ label, href }));
  return (
    <>
      <PageHeader title="Settings" description="Your account, the keys agents and scripts use, and how your brands reach their platforms." />
      <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
        <SettingsNav sections={sections} />
        <div className="min-w-0">{children}</div>
      </div>
      <Toaster />
    </>
  );
}
