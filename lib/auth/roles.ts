import { SCOPES, type Scope } from "@/lib/auth/scopes";

// A member's role in a workspace (docs/teams.md, "Roles"). This table is what a request may do:
// a session holds its role's scopes, and a key holds its own scopes only as far as its creator's
// current role allows, checked on every request (lib/auth/require-scope.ts).

export const ROLES = ["owner", "admin", "editor", "contributor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_SCOPES: Record<Role, readonly Scope[]> = {
  owner: SCOPES,
  admin: SCOPES,
  editor: ["read", "write", "generate", "post", "schedule"],
  contributor: ["read", "generate", "post"],
  viewer: ["read"],
};

/** What each role may do, in one sentence (the settings page and the docs show these). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including the workspace itself; a workspace always keeps one.",
  admin: "Everything but the workspace itself: keys, connections and webhooks of the whole team.",
  editor: "Edits brands and voices, writes, generates, schedules and publishes posts.",
  contributor: "Writes and generates drafts; cannot schedule or publish them.",
  viewer: "Reads brands, voices and posts.",
};

/** Whether `role` includes `scope` (`admin` includes every scope). */
export function roleAllows(role: Role, scope: Scope): boolean {
  const allowed = ROLE_SCOPES[role];
  return allowed.includes("admin") || allowed.includes(scope);
}
