import type pg from "pg";

// What a request's statements read, from their real plans: the statements are captured as
// the app's own functions send them to the pg pools, then each is run again under
// EXPLAIN (ANALYZE, FORMAT JSON) inside a transaction that is rolled back (a claim of jobs
// is an UPDATE). Used by the plan tests (query-plans.test.ts) and by `npm run bench:scale`.

export type Statement = { text: string; values: unknown[] };

type QueryArgs = [string | { text: string; values?: unknown[] }, unknown[]?, ...unknown[]];

/**
 * The statements `run` sends through `pools`. With `execute: false` they are recorded and not
 * run (each answers no rows), for statements that change what they read (a claim of due jobs).
 */
export async function captureStatements(pools: pg.Pool[], run: () => Promise<unknown>, options: { execute: boolean } = { execute: true }): Promise<Statement[]> {
  const seen: Statement[] = [];
  const originals = pools.map((pool) => pool.query);
  for (const pool of new Set(pools)) {
    const original = pool.query;
    (pool as any).query = function (...args: QueryArgs) {
      const [first, second] = args;
      const text = typeof first === "string" ? first : first.text;
      const values = (typeof first === "string" ? second : (first.values ?? second)) ?? [];
      seen.push({ text, values: values as unknown[] });
      if (options.execute) return (original as any).apply(pool, args);
      return Promise.resolve({ rows: [], rowCount: 0, fields: [], command: "SELECT" });
    };
  }
  try {
    await run();
  } finally {
    pools.forEach((pool, index) => {
      pool.query = originals[index];
    });
  }
  return seen;
}

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
};

export type ScanFacts = { relation: string; scan: string; rowsRead: number };
export type PlanFacts = { scans: ScanFacts[]; executionMs: number; text: string };

function scansOf(node: PlanNode, into: ScanFacts[]): ScanFacts[] {
  // Table scans only: a Bitmap Index Scan's rows are counted by its Bitmap Heap Scan.
  if (node["Relation Name"] && node["Node Type"].includes("Scan")) {
    const perLoop = node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0);
    const scan = node["Index Name"] ? `${node["Node Type"]} using ${node["Index Name"]}` : node["Node Type"];
    into.push({ relation: node["Relation Name"], scan, rowsRead: perLoop * node["Actual Loops"] });
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/** Runs the statement under EXPLAIN ANALYZE in a transaction that is rolled back. */
export async function explainStatement(pool: pg.Pool, statement: Statement): Promise<PlanFacts> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
    const [result] = rows[0]["QUERY PLAN"] as Array<{ Plan: PlanNode; "Execution Time": number }>;
    return { scans: scansOf(result.Plan, []), executionMs: result["Execution Time"], text: statement.text };
  } finally {
    await client.query("ROLLBACK").catch(() => {});
    client.release();
  }
}

/** Rows read per table over all scans of the plans. */
export function rowsReadByTable(plans: PlanFacts[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const { scans } of plans) for (const { relation, rowsRead } of scans) totals[relation] = (totals[relation] ?? 0) + rowsRead;
  return totals;
}

/** "posts 51 (Index Scan using …), post_counts 13 (…)": one line for a report. */
export function describeReads(plans: PlanFacts[]): string {
  const byTable = new Map<string, { rows: number; scans: Set<string> }>();
  for (const { scans } of plans) {
    for (const { relation, scan, rowsRead } of scans) {
      const entry = byTable.get(relation) ?? { rows: 0, scans: new Set<string>() };
      entry.rows += rowsRead;
      entry.scans.add(scan.replace(/ using /, " "));
      byTable.set(relation, entry);
    }
  }
  return [...byTable].map(([table, { rows, scans }]) => `${table} ${rows} (${[...scans].join(", ")})`).join("; ");
}
