import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { brandConnectionsPath } from "@/lib/connections/oauth/settings-after-sign-in";

/** A sign-in that did not connect anything: why, and the way back to try again. */
export function SignInFailed({ message, brandId }: { message: string; brandId: string | null }) {
  const back = brandConnectionsPath(brandId);
  return (
    <Card className="max-w-2xl space-y-4 p-5 sm:p-6">
      <Alert tone="error" title="Not connected">
        {message}
      </Alert>
      <Link href={back} className={buttonClass("primary", "md", "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600")}>
        Back to Settings
      </Link>
    </Card>
  );
}
