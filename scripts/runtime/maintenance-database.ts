import pg from "pg";

// CREATE and DROP DATABASE run on another database of the same server: `postgres` where it
// exists, else `template1`. Used by the test runner, the benchmarks and the e2e specs.

export function withDatabaseName(serverUrl: string | URL, name: string): string {
  const url = new URL(serverUrl.toString());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onMaintenanceDatabase<T>(serverUrl: string | URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (const maintenance of ["postgres", "template1"]) {
    const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, maintenance) });
    try {
      await client.connect();
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      continue;
    }
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`Cannot reach PostgreSQL at ${new URL(serverUrl.toString()).host}: ${(lastError as Error)?.message ?? lastError}`);
}
