import type { Metadata } from "next";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { invitationPagePath } from "@/components/workspaces/invitation-path";
import { findInvitationByToken } from "@/lib/workspaces/find-invitation";

export const metadata: Metadata = { title: "Create your account" };

/**
 * `?invitation=<token>` (from an invitation's page): the invited address is filled in, and once
 * the account exists it goes back to that page, which joins the workspace.
 */
export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { invitation } = await searchParams;
  const token = typeof invitation === "string" && invitation.length <= 200 ? invitation : null;
  const found = token ? await findInvitationByToken(token) : null;
  if (!token || !found) return <SignUpForm />;
  return <SignUpForm callbackUrl={invitationPagePath(token)} defaultEmail={found.state === "pending" ? found.email : ""} />;
}
