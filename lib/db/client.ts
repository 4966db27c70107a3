import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/db/generated/client";
import { dbPool } from "@/lib/db/pool";

const globalForPrisma = globalThis as unknown as { brandcastPrisma?: PrismaClient };

/** The one Prisma client of the process, on the shared pg pool. */
export function db(): PrismaClient {
  globalForPrisma.brandcastPrisma ??= new PrismaClient({ adapter: new PrismaPg(dbPool()) });
  return globalForPrisma.brandcastPrisma;
}

export type { PrismaClient };
