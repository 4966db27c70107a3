import { serverEnv } from "@/lib/env/server-env";

/** The dashboard page that accepts an invitation (app/(auth)/invitations/[token]/page.tsx). */
export const INVITATION_PAGE_PATH = "/invitations";

/**
 * The link an invitee follows: on the app's public URL (NEXTAUTH_URL, which `npm start` always
 * sets; the same origin lib/api/app-origins.ts's publicOrigin reads, which this layer may not import).
 */
export function invitationUrl(token: string): string {
  const env = serverEnv();
  const origin = env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : `http://localhost:${env.PORT ?? 3000}`;
  return `${origin}${INVITATION_PAGE_PATH}/${encodeURIComponent(token)}`;
}
