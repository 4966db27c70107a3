"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { refreshPostMetrics } from "@/lib/client/analytics";
import { messageOf } from "@/lib/client/api-error";

/** How long after asking the panel reads again: the local runner reads due metrics every minute. */
const RELOAD_AFTER_MS = 70_000;

/**
 * "Refresh now" (POST /posts/{id}/metrics/refresh): the next reading of each live delivery is made
 * due; the runner reads it within about a minute, so the panel loads again after that. The
 * server's rate limit (once per post per 5 minutes) answers 429 with when to ask again, shown as is.
 */
export function RefreshMetricsButton({ postId, onRefreshed }: { postId: string; onRefreshed: () => void }) {
  const [pending, setPending] = useState(false);
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (reload.current && clearTimeout(reload.current)), []);

  async function refresh() {
    setPending(true);
    try {
      const result = await refreshPostMetrics(postId);
      const due = result.deliveries.filter((delivery) => delivery.refreshed).length;
      if (due === 0) {
        toast.info("Nothing to read again now", "Each platform is being read, or waiting out its own limit; the next reading is shown below.");
        return;
      }
      toast.success("New reading asked for", "The figures update here within about a minute.");
      if (reload.current) clearTimeout(reload.current);
      reload.current = setTimeout(onRefreshed, RELOAD_AFTER_MS);
    } catch (error) {
      toast.error("Not refreshed", messageOf(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" pending={pending} pendingLabel="Asking…" onClick={() => void refresh()}>
      Refresh now
    </Button>
  );
}
