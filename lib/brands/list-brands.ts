import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";

/** The user's brands, only those of a brand-restricted key's list, oldest first. */
export function listBrands(caller: Caller) {
  return db().brand.findMany({
    where: { userId: caller.userId, ...(caller.brandIds ? { id: { in: [...caller.brandIds] } } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}
