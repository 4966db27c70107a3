import { currentUser } from "@/components/auth/current-user";
import { ChangePasswordForm } from "@/components/settings/change-password-form";
import { SignOutEverywhere } from "@/components/settings/sign-out-everywhere";
import { Card, CardHeader } from "@/components/ui/card";
import { countLiveSessions } from "@/lib/auth/sessions/live-session";

/** Settings → Security: change the password, and end every signed-in session. */
export async function SecuritySection() {
  const user = await currentUser();
  if (!user) return null;
  const sessions = await countLiveSessions(user.id);
  return (
    <Card>
      <CardHeader id="security-card-heading" title="Security" description="Your password, and the browsers where you are signed in." />
      <div className="divide-y divide-slate-200">
        <ChangePasswordForm email={user.email} />
        <SignOutEverywhere sessions={sessions} />
      </div>
    </Card>
  );
}
