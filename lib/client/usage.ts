import { apiFetch } from "@/lib/client/api-fetch";
import type { UsageReport } from "@/lib/client/types";
import { usageUrl } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";

const loadUsage = (url: string, signal: AbortSignal) => apiFetch<UsageReport>(url, { signal });

/** Requests and generations per UTC day for the last `days` days, per key and the dashboard. */
export function useUsage(days: number) {
  return useResource(usageUrl(days), loadUsage);
}
