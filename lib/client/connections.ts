import { apiFetch } from "@/lib/client/api-fetch";
import { resources } from "@/lib/client/resource-store";
import type { Connection } from "@/lib/client/types";
import { connectionsUrl } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { CreateConnectionInput } from "@/lib/schemas/connection";
import type { PlatformId } from "@/lib/platforms/ids";

const loadConnections = async (url: string, signal: AbortSignal) => (await apiFetch<{ connections: Connection[] }>(url, { signal })).connections;

/** A brand's platform connections (never their credentials). */
export function useConnections(brandId: string | null) {
  return useResource(brandId ? connectionsUrl(brandId) : null, loadConnections);
}

/** Connects (or reconnects) a platform; the credentials go to the server and nowhere else. */
export async function connectPlatform(brandId: string, input: CreateConnectionInput): Promise<Connection> {
  const { connection } = await apiFetch<{ connection: Connection }>(connectionsUrl(brandId), { method: "POST", body: input });
  resources.update<Connection[]>(connectionsUrl(brandId), (list) => list && [...list.filter((c) => c.platform !== connection.platform), connection]);
  return connection;
}

export async function disconnectPlatform(brandId: string, platform: PlatformId): Promise<void> {
  await apiFetch(`${connectionsUrl(brandId)}/${platform}`, { method: "DELETE" });
  forgetConnection(brandId, platform);
}

/** Drops a connection from the list (deleted here, or found already gone). */
export function forgetConnection(brandId: string, platform: PlatformId): void {
  resources.update<Connection[]>(connectionsUrl(brandId), (list) => list?.filter((c) => c.platform !== platform));
}
