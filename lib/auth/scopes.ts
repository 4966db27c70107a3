export const SCOPES = ["read", "write", "generate", "post", "schedule", "admin"] as const;
export type Scope = (typeof SCOPES)[number];

/** What each scope allows, in one sentence (the settings page shows these). */
export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  read: "Read brands, voice profiles, posts and API keys.",
  write: "Create and edit brands and their voice profiles.",
  generate: "Generate post text in a brand's voice.",
  post: "Create draft posts.",
  schedule: "Schedule, reschedule and unschedule posts for publishing.",
  admin: "Everything above, plus revoking keys and managing platform connections.",
};

/** `admin` grants every scope. */
export function hasScope(granted: readonly string[], required: Scope): boolean {
  return granted.includes("admin") || granted.includes(required);
}
