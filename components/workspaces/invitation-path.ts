/** The dashboard page of an invitation's link (app/invitations/[token]/page.tsx; lib/workspaces/invitation-link.ts makes the full URL). */
export const invitationPagePath = (token: string) => `/invitations/${encodeURIComponent(token)}`;
