import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** What a page shows when its data could not be loaded: the reason and a way to try again. */
export function LoadError({ title, message, onRetry, className }: { title: ReactNode; message: ReactNode; onRetry: () => void; className?: string }) {
  return (
    <Alert tone="error" title={title} className={className}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
