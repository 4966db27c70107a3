import Link from "next/link";
import { Card } from "@/components/ui/card";
import { KeyIcon } from "@/components/ui/icons";

export function GettingStarted() {
  return (
    <Card className="h-fit p-5 sm:p-6">
      <div className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <KeyIcon />
      </div>
      <h2 className="mt-4 text-base font-semibold text-slate-900">Connect an agent or script</h2>
      <p className="mt-1 text-sm text-slate-600">
        Create a scoped API key to let an AI agent read your brands, generate on-voice posts and schedule them through{" "}
        <code className="font-mono text-xs">/api/v1</code>.
      </p>
      <Link href="/settings" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-600 hover:underline">
        Manage API keys <span aria-hidden>→</span>
      </Link>
    </Card>
  );
}
