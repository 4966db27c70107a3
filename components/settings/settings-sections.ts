import { ROLES, type Role } from "@/lib/auth/roles";
import { CONNECTIONS_SETTINGS_PATH } from "@/lib/connections/oauth/settings-after-sign-in";

// Settings is split into sections, each with its own address (app/(dashboard)/settings/<slug>/),
// listed here once: the side list (components/settings/settings-nav.tsx), the redirect from
// /settings to the first section, and each page's access check read this list. A new section is
// its page plus one line below.

export type SettingsSection = {
  /** The side list's and the page title's name. */
  label: string;
  href: `/settings/${string}`;
  /** Who sees it in the list; anyone else opening its address is told who can (components/settings/section-access.tsx). */
  roles: readonly Role[];
};

/** Everyone in the workspace. */
const EVERYONE: readonly Role[] = ROLES;
/** Whoever holds the `admin` scope (lib/auth/roles.ts): the API answers 403 to anyone else here. */
export const OWNERS_AND_ADMINS: readonly Role[] = ["owner", "admin"];

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { label: "Account", href: "/settings/account", roles: EVERYONE },
  { label: "Members", href: "/settings/members", roles: EVERYONE },
  { label: "Notifications", href: "/settings/notifications", roles: EVERYONE },
  { label: "Security", href: "/settings/security", roles: EVERYONE },
  { label: "API keys", href: "/settings/api-keys", roles: EVERYONE },
  { label: "Usage", href: "/settings/usage", roles: EVERYONE },
  { label: "Webhooks", href: "/settings/webhooks", roles: OWNERS_AND_ADMINS },
  // Everyone: a member sees which platforms this server can connect, and who connects them.
  { label: "Connections", href: CONNECTIONS_SETTINGS_PATH, roles: EVERYONE },
  { label: "Audit trail", href: "/settings/audit", roles: OWNERS_AND_ADMINS },
];

/** The sections `role` sees, in the list's order. */
export function sectionsFor(role: Role): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => section.roles.includes(role));
}

/** The section at `href`; throws for an address not in the list (a page must be listed to be reachable). */
export function settingsSection(href: string): SettingsSection {
  const found = SETTINGS_SECTIONS.find((section) => section.href === href);
  if (!found) throw new Error(`${href} is not in SETTINGS_SECTIONS (components/settings/settings-sections.ts)`);
  return found;
}

/** The section a pathname is in (a section's own sub-pages included), or undefined. */
export function sectionAt(pathname: string): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find((section) => pathname === section.href || pathname.startsWith(`${section.href}/`));
}

/**
 * The section an old single-page anchor named (`/settings#connections`, the links before
 * sections had addresses): the section whose last path segment is the anchor.
 */
export function sectionOfAnchor(hash: string): SettingsSection | undefined {
  const slug = hash.replace(/^#/, "");
  return slug ? SETTINGS_SECTIONS.find((section) => section.href.endsWith(`/${slug}`)) : undefined;
}
