import type { PlatformId } from "@/lib/platforms/ids";
import { PublishError, reconnectError } from "@/lib/platforms/publisher-kit/publish-error";

/**
 * The named credentials, or a "reconnect" error naming what is missing: an incomplete
 * connection is fixed by connecting the account again, not by retrying.
 */
export function requireCredentials<K extends string>(
  platform: PlatformId,
  credentials: Record<string, string>,
  keys: readonly K[],
): Record<K, string> {
  const missing = keys.filter((key) => !credentials[key]?.trim());
  if (missing.length > 0) {
    throw reconnectError(platform, `missing ${missing.join(", ")}`);
  }
  return Object.fromEntries(keys.map((key) => [key, credentials[key].trim()])) as Record<K, string>;
}

export function requireImage(platform: PlatformId, label: string, imageUrl: string | null): string {
  if (!imageUrl) {
    throw new PublishError("permanent", `${label} cannot publish text alone; the post needs an image.`);
  }
  return imageUrl;
}
