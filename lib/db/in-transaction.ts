import type pg from "pg";
import { dbPool } from "@/lib/db/pool";

/** Runs `work` on one pooled client inside BEGIN…COMMIT; anything thrown rolls it back. */
export async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await dbPool().connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
