import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

/** A plain statement that a feature is not in the dashboard yet, with where to go instead. */
export function ComingSoon({ icon, feature, children }: { icon: ReactNode; feature: string; children: ReactNode }) {
  return (
    <Card>
      <EmptyState
        icon={icon}
        title={`${feature} is coming to the dashboard soon`}
        action={
          <Link href="/settings/api-keys" className={buttonClass("secondary")}>
            Create an API key
          </Link>
        }
      >
        {children}
      </EmptyState>
    </Card>
  );
}
