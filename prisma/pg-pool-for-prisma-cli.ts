import pg from "pg";

// Works around prisma/orm#27403: through @prisma/adapter-pg, Prisma 6.19's WebAssembly
// schema engine cannot read columns of PostgreSQL's `name` type (OID 19), which the
// catalog queries of `migrate deploy` return. Reporting them as `text` (OID 25) is
// exact for our purposes: both are strings. Only the CLI needs this (prisma.config.ts).
const NAME_OID = 19;
const TEXT_OID = 25;

type QueryResultLike = { fields?: Array<{ dataTypeID: number }> };

function relabelNameColumns<T>(result: T): T {
  for (const item of Array.isArray(result) ? result : [result]) {
    for (const field of (item as QueryResultLike)?.fields ?? []) {
      if (field.dataTypeID === NAME_OID) field.dataTypeID = TEXT_OID;
    }
  }
  return result;
}

export class NameAsTextPool extends pg.Pool {
  // pg's overloads make a typed override unwieldy; the promise form is the only one Prisma uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(...args: any[]): any {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const pending = (super.query as any)(...args);
    return pending && typeof pending.then === "function" ? pending.then(relabelNameColumns) : pending;
  }
}
