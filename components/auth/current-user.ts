import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { db } from "@/lib/db/client";

export type CurrentUser = { id: string; email: string; name: string };

/**
 * The signed-in user, re-read from the database, or null. A session whose user no longer
 * exists counts as signed out, so a stale cookie never loops between pages.
 */
export async function currentUser(): Promise<CurrentUser | null> {
  const session = await getServerSession(authOptions);
  const id = (session?.user as { id?: string } | undefined)?.id;
  if (!id) return null;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const user = await db().user.findUnique({ where: { id }, select: { id: true, email: true, name: true } });
  return user ?? null;
}
