import { notFound } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";

/** DELETE /brands/{id}/connections/{platform}: 404 when the brand has no such connection. */
export async function deleteConnection(caller: Caller, brandId: string, platform: string): Promise<{ deleted: true; platform: PlatformId }> {
  await getBrandOrThrow(caller, brandId);
  // A name that is not a platform cannot name a connection: 404, as a non-UUID id is.
  if (!(PLATFORM_IDS as readonly string[]).includes(platform)) throw notFound("Connection");
  const { count } = await db().platformConnection.deleteMany({ where: { brandId, platform } });
  if (count === 0) throw notFound("Connection");
  return { deleted: true, platform: platform as PlatformId };
}
