import { apiFetch } from "@/lib/client/api-fetch";
import { brandUrl } from "@/lib/client/urls";
import { resources } from "@/lib/client/resource-store";
import { useResource } from "@/lib/client/use-resource";
import type { BrandQueueInput, QueueOutput } from "@/lib/schemas/queue";

export const brandQueueUrl = (brandId: string) => `${brandUrl(brandId)}/queue`;

const loadQueue = async (url: string, signal: AbortSignal) => (await apiFetch<{ queue: QueueOutput }>(url, { signal })).queue;

/** A brand's weekly posting slots in its time zone (GET /brands/{id}/queue); null id = nothing to read. */
export function useBrandQueue(brandId: string | null) {
  return useResource(brandId ? brandQueueUrl(brandId) : null, loadQueue);
}

/** PUT /brands/{id}/queue: replaces the time zone and every slot; the cached queue becomes the answer. */
export async function saveBrandQueue(brandId: string, queue: BrandQueueInput): Promise<QueueOutput> {
  const saved = (await apiFetch<{ queue: QueueOutput }>(brandQueueUrl(brandId), { method: "PUT", body: queue })).queue;
  resources.update<QueueOutput>(brandQueueUrl(brandId), () => saved);
  return saved;
}
