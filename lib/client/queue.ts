import { apiFetch } from "@/lib/client/api-fetch";
import { brandUrl } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { QueueOutput } from "@/lib/schemas/queue";

export const brandQueueUrl = (brandId: string) => `${brandUrl(brandId)}/queue`;

const loadQueue = async (url: string, signal: AbortSignal) => (await apiFetch<{ queue: QueueOutput }>(url, { signal })).queue;

/** A brand's weekly posting slots in its time zone (GET /brands/{id}/queue); null id = nothing to read. */
export function useBrandQueue(brandId: string | null) {
  return useResource(brandId ? brandQueueUrl(brandId) : null, loadQueue);
}
