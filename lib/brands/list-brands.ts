import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";

/** The workspace's brands, only those the caller may reach, oldest first. */
export function listBrands(caller: Caller) {
  return db().brand.findMany({
    where: { workspaceId: caller.workspaceId, ...(caller.brandIds ? { id: { in: [...caller.brandIds] } } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}
