import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import type { ApiKey, ApiKeyWithSecret, WorkspaceApiKey } from "@/lib/client/types";
import { API_KEYS_URL } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { CreateApiKeyInput } from "@/lib/schemas/api-key";

const loadKeys = async (url: string, signal: AbortSignal) => (await apiFetch<{ keys: ApiKey[] }>(url, { signal })).keys;

/** The user's active keys, newest first. */
export function useApiKeys() {
  return useResource(API_KEYS_URL, loadKeys);
}

const TEAM_KEYS_URL = `${API_KEYS_URL}?owner=all`;
const loadTeamKeys = async (url: string, signal: AbortSignal) => (await apiFetch<{ keys: WorkspaceApiKey[] }>(url, { signal })).keys;

/** Every active key of the workspace with its creator (owners and admins only). */
export function useTeamApiKeys(enabled: boolean) {
  return useResource(enabled ? TEAM_KEYS_URL : null, loadTeamKeys);
}

/** Creates a key; the answer holds the secret, which is never stored in the cache. */
export async function createApiKey(input: CreateApiKeyInput): Promise<ApiKeyWithSecret> {
  const created = await apiFetch<ApiKeyWithSecret>(API_KEYS_URL, { method: "POST", body: input });
  const { key: _secret, ...listed } = created;
  resources.update<ApiKey[]>(API_KEYS_URL, (keys) => keys && [listed, ...keys.filter((k) => k.id !== listed.id)]);
  resources.invalidate((key) => key === API_KEYS_URL || key === TEAM_KEYS_URL);
  return created;
}

/** Revokes a key; it leaves the list at once. */
export async function revokeApiKey(id: string): Promise<void> {
  await apiFetch(API_KEYS_URL, { method: "DELETE", body: { key_id: id } });
  forgetApiKey(id);
}

/** Drops a key from the list (revoked here, or found already gone). */
export function forgetApiKey(id: string): void {
  resources.update<ApiKey[]>(API_KEYS_URL, (keys) => keys?.filter((k) => k.id !== id));
  resources.update<WorkspaceApiKey[]>(TEAM_KEYS_URL, (keys) => keys?.filter((k) => k.id !== id));
}
