import type { Metadata } from "next";
import Link from "next/link";
import { currentUser } from "@/components/auth/current-user";
import { AuthCard } from "@/components/auth/auth-card";
import { buttonClass } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { AcceptInvitationButton, SwitchAccountButton } from "@/components/workspaces/accept-invitation-button";
import { invitationPagePath } from "@/components/workspaces/invitation-path";
import { ROLE_LABELS } from "@/components/workspaces/role-labels";
import type { Role } from "@/lib/auth/roles";
import { findInvitationByToken, type InvitationState } from "@/lib/workspaces/find-invitation";

export const metadata: Metadata = { title: "Invitation" };
export const dynamic = "force-dynamic";

// An invitation's link (docs/teams.md). Outside the (auth) group, whose layout sends a signed-in
// visitor to the dashboard: this page serves both. Signed in with the invited address: one
// button joins. Signed out: sign up (the address filled in) or sign in, then back here.

const GONE: Record<Exclude<InvitationState, "pending">, string> = {
  accepted: "This invitation has already been used: each link works once.",
  revoked: "This invitation was revoked.",
  expired: "This invitation has expired (links work for 7 days).",
};

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-12 sm:px-6">
      <Link href="/" className="mb-8 rounded-md" aria-label="Brandcast home">
        <Logo />
      </Link>
      <div className="w-full max-w-sm">{children}</div>
    </div>
  );
}

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = token.length <= 200 ? await findInvitationByToken(token) : null;
  const user = await currentUser();
  const home = user ? <Link href="/dashboard" className="font-medium text-brand-700 hover:underline">Go to your dashboard</Link> : <Link href="/sign-in" className="font-medium text-brand-700 hover:underline">Sign in</Link>;

  if (!invitation || invitation.state !== "pending") {
    return (
      <Frame>
        <AuthCard title="This link cannot be used" subtitle={invitation ? GONE[invitation.state as Exclude<InvitationState, "pending">] : "No invitation has this link. Check that it was copied whole."} footer={home}>
          <p className="text-sm text-slate-600">Ask a workspace admin to invite you again.</p>
        </AuthCard>
      </Frame>
    );
  }

  const here = invitationPagePath(token);
  const role = ROLE_LABELS[invitation.role as Role].toLowerCase();
  const subtitle = (
    <>
      {invitation.inviterName ?? "Someone"} invited <strong className="font-medium text-slate-900">{invitation.email}</strong> to join{" "}
      <strong className="font-medium text-slate-900">{invitation.workspaceName}</strong> as {role}.
    </>
  );

  if (!user) {
    return (
      <Frame>
        <AuthCard title="You are invited" subtitle={subtitle} footer={<>The link works once, for {invitation.email}, until {invitation.expiresAt.toUTCString().slice(5, 16)}.</>}>
          <div className="space-y-3">
            <Link href={`/sign-up?invitation=${encodeURIComponent(token)}`} className={buttonClass("primary", "md", "w-full")}>
              Create an account to join
            </Link>
            <Link href={`/sign-in?callbackUrl=${encodeURIComponent(here)}`} className={buttonClass("secondary", "md", "w-full")}>
              I have an account: sign in
            </Link>
          </div>
        </AuthCard>
      </Frame>
    );
  }

  if (user.email.toLowerCase() !== invitation.email) {
    return (
      <Frame>
        <AuthCard title="This invitation is for another address" subtitle={subtitle} footer={home}>
          <p className="mb-4 text-sm text-slate-600">
            You are signed in as <strong className="font-medium text-slate-900">{user.email}</strong>. Only an account with the invited address can join.
          </p>
          <SwitchAccountButton returnTo={here} />
        </AuthCard>
      </Frame>
    );
  }

  return (
    <Frame>
      <AuthCard title="You are invited" subtitle={subtitle} footer={home}>
        <AcceptInvitationButton token={token} workspaceName={invitation.workspaceName} />
      </AuthCard>
    </Frame>
  );
}
