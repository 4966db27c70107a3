import { serverEnv } from "@/lib/env/server-env";
import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";

/**
 * Where live publishing sends `platform`'s requests: its override from the checked environment
 * (lib/env/server-env.ts; tests that change it call forgetServerEnv()), else its documented production root.
 */
export function publisherBaseUrl(platform: PlatformId): string {
  const { api } = PLATFORMS[platform];
  return stripTrailingSlash(serverEnv()[api.baseUrlVariable] ?? api.baseUrl);
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
