import type { Caller } from "@/lib/auth/caller";
import type { Actor, Tx } from "@/lib/approvals/approval-store";

/** The caller as the approval history records them: the member, the key, and the member's name. */
export async function actorOf(tx: Tx, caller: Caller): Promise<Actor> {
  const [user] = await tx.$queryRawUnsafe<Array<{ name: string }>>("SELECT name FROM users WHERE id = $1::uuid", caller.userId);
  return { userId: caller.userId, keyId: caller.keyId, name: user?.name ?? null };
}
