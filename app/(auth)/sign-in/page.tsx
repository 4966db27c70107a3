import type { Metadata } from "next";
import { SignInForm } from "@/components/auth/sign-in-form";
import { safeCallbackUrl } from "@/components/auth/safe-callback";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return <SignInForm callbackUrl={safeCallbackUrl(params.callbackUrl)} />;
}
