// notify() is called inside the caller's own transaction, and the callers hold one of two kinds:
// a pg client (or pool) in the hot paths written in SQL, or a Prisma interactive transaction.
// Both run parameterised SQL; this is the one shape notify() needs of either.

/** A pg `PoolClient`/`Pool` inside BEGIN…COMMIT, or the `tx` of `db().$transaction(async (tx) => …)`. */
export type SqlTx =
  | { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> }
  | { $queryRawUnsafe: <T = unknown>(query: string, ...values: unknown[]) => Promise<T> };

/** The rows of one statement, through whichever kind of transaction `tx` is. */
export async function runSql<Row>(tx: SqlTx, text: string, values: unknown[]): Promise<Row[]> {
  if ("$queryRawUnsafe" in tx) return tx.$queryRawUnsafe<Row[]>(text, ...values);
  return (await tx.query(text, values)).rows as Row[];
}
