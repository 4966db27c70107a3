import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { toConnectionOutput, type ConnectionOutput } from "@/lib/schemas/connection";

/** GET /brands/{id}/connections: by platform name. The sealed column is not even read. */
export async function listConnections(caller: Caller, brandId: string): Promise<ConnectionOutput[]> {
  await getBrandOrThrow(caller, brandId);
  const rows = await db().platformConnection.findMany({
    where: { brandId },
    select: {
      brandId: true,
      platform: true,
      accountLabel: true,
      keyId: true,
      authMethod: true,
      status: true,
      statusReason: true,
      tokenExpiresAt: true,
      accountName: true,
      accountHandle: true,
      accountAvatarUrl: true,
      hasRefreshToken: true,
      refreshedAt: true,
      createdAt: true,
      updatedAt: true,
      verificationStatus: true,
      verificationReason: true,
      verificationCheckedAt: true,
    },
    orderBy: { platform: "asc" },
  });
  return rows.map(toConnectionOutput);
}
