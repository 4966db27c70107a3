import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser, type CurrentUser } from "@/components/auth/current-user";
import { settingsSection, type SettingsSection } from "@/components/settings/settings-sections";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

/** A section page's title: "API keys · Settings" (the root layout adds "· Brandcast"). */
export function sectionMetadata(href: string): Metadata {
  return { title: `${settingsSection(href).label} · Settings` };
}

/**
 * The signed-in user on a section page, and whether their role sees the section
 * (components/settings/settings-sections.ts). Signed out goes to sign-in, like the dashboard.
 */
export async function sectionAccess(href: string): Promise<{ user: CurrentUser; section: SettingsSection; allowed: boolean }> {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  const section = settingsSection(href);
  return { user, section, allowed: section.roles.includes(user.role) };
}

/** What a section's address shows to a role the section is not for: who can, rather than a page of 403s. */
export function NotForYourRole({ section, role }: { section: SettingsSection; role: string }) {
  return (
    <Card>
      <EmptyState title={`${section.label} is managed by the workspace's owners and admins`}>
        Your role here is {role}. Ask an owner or admin of this workspace if something needs changing.
      </EmptyState>
    </Card>
  );
}
