import type { Metadata } from "next";
import { SignInForm } from "@/components/auth/sign-in-form";
import { safeCallbackUrl } from "@/components/auth/safe-callback";

export const metadata: Metadata = { title: "Sign in" };

// Why a signed-out visitor was sent here: "sign out everywhere" (components/settings/sign-out-everywhere.tsx),
// or coming back from a platform's sign-in.
const NOTICES: Record<string, string> = {
  everywhere: "You were signed out on every device. Sign in again to continue here.",
  // From the platform sign-in's way back (app/connections/oauth/callback/page.tsx).
  connecting: "You were signed out while signing in at the platform. Sign in again to finish connecting the account.",
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const signedOut = typeof params.signed_out === "string" ? params.signed_out : "";
  const notice = Object.hasOwn(NOTICES, signedOut) ? NOTICES[signedOut] : null;
  return <SignInForm callbackUrl={safeCallbackUrl(params.callbackUrl)} notice={notice} />;
}
