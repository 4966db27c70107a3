import { serverEnv } from "@/lib/env/server-env";

export type MailSettings = { smtpUrl: string; from: string };

/** The SMTP server and From address, or null when e-mail is off (SMTP_URL unset): then nothing is queued. */
export function mailSettings(): MailSettings | null {
  const env = serverEnv();
  if (!env.SMTP_URL || !env.MAIL_FROM) return null;
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM };
}

/**
 * The app's public origin, for links in e-mail: NEXTAUTH_URL's, else where the server listens by
 * default. The same rule as publicOrigin() of lib/api/app-origins.ts, a layer above this one.
 */
export function appOrigin(): string {
  const env = serverEnv();
  return env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : `http://localhost:${env.PORT ?? 3000}`;
}
