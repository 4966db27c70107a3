import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import type { Webhook, WebhookDelivery } from "@/lib/client/types";
import { WEBHOOKS_URL, webhookUrl } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { WebhookEventType } from "@/lib/schemas/webhook-events";

const loadWebhooks = async (url: string, signal: AbortSignal) => (await apiFetch<{ webhooks: Webhook[] }>(url, { signal })).webhooks;

/** While a delivery waits for a retry, the list refreshes on its own. */
const poll = (webhooks: Webhook[] | undefined) => (webhooks?.some((webhook) => webhook.recent_deliveries.some((delivery) => delivery.status === "pending")) ? 5_000 : null);

/** The user's webhook endpoints, each with its last deliveries. */
export function useWebhooks() {
  return useResource(WEBHOOKS_URL, loadWebhooks, { poll });
}

const refresh = () => resources.invalidate((key) => key === WEBHOOKS_URL);

/** Adds an endpoint; the answer holds its signing secret, which is never kept in the cache. */
export async function createWebhook(input: { url: string; events: WebhookEventType[] }): Promise<{ webhook: Webhook; secret: string }> {
  const created = await apiFetch<{ webhook: Webhook; secret: string }>(WEBHOOKS_URL, { method: "POST", body: input });
  resources.update<Webhook[]>(WEBHOOKS_URL, (webhooks) => webhooks && [...webhooks.filter((w) => w.id !== created.webhook.id), created.webhook]);
  refresh();
  return created;
}

export async function setWebhookEnabled(id: string, enabled: boolean): Promise<void> {
  const { webhook } = await apiFetch<{ webhook: Webhook }>(webhookUrl(id), { method: "PATCH", body: { enabled } });
  resources.update<Webhook[]>(WEBHOOKS_URL, (webhooks) => webhooks?.map((w) => (w.id === id ? webhook : w)));
}

export async function deleteWebhook(id: string): Promise<void> {
  await apiFetch(webhookUrl(id), { method: "DELETE" });
  resources.update<Webhook[]>(WEBHOOKS_URL, (webhooks) => webhooks?.filter((w) => w.id !== id));
}

/** Sends a webhook.test event now; the list then shows it among the endpoint's deliveries. */
export async function sendWebhookTest(id: string): Promise<WebhookDelivery> {
  const { delivery } = await apiFetch<{ delivery: WebhookDelivery }>(`${webhookUrl(id)}/test`, { method: "POST" });
  resources.update<Webhook[]>(WEBHOOKS_URL, (webhooks) => webhooks?.map((w) => (w.id === id ? { ...w, recent_deliveries: [delivery, ...w.recent_deliveries].slice(0, 10) } : w)));
  return delivery;
}
