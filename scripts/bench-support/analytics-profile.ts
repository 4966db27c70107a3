import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";

// `npm run bench:analytics -- --profile`: where a refresh's time goes. Every statement the
// runners send (through pg.Client, which the pool, transactions and the Prisma adapter all use)
// is timed from send to answer, named by what it does; every platform request (fetch) is timed
// too; and this process's CPU is taken. Times are summed over the two runners, so they can add
// up to more than the run's wall time.

type Tally = { count: number; ms: number };

const STATEMENTS: [RegExp, string][] = [
  [/^\s*WITH first AS/, "claim a batch (claimDueMetricGroup)"],
  [/FROM platform_connections WHERE brand_id/, "connection id for the read limits"],
  [/metric_read_pacers|metric_reads/, "read limits (takeReadSlot)"],
  [/^\s*UPDATE metric_schedules s SET step/, "record: schedules moved on"],
  [/^\s*WITH v AS/, "record: batch stored in one statement (schedules, snapshots, triggers, commit)"],
  [/take_read_slot/, "read limits (take_read_slot)"],
  [/^\s*INSERT INTO metric_snapshots/, "record: snapshots stored (with their triggers)"],
  [/^\s*BEGIN/i, "BEGIN"],
  [/^\s*(COMMIT|ROLLBACK)/i, "COMMIT (waits for the WAL flush)"],
  [/platform_connections/, "connection credentials (publishWithConnection)"],
  [/metric_schedules/, "bench: clock moves and due checks"],
];

/** The sampler's own statements, left out of the tallies. */
const OWN = "/* analytics profile */";

const statements = new Map<string, Tally>();
const requests = new Map<string, Tally>();

function add(tallies: Map<string, Tally>, name: string, ms: number): void {
  const tally = tallies.get(name) ?? { count: 0, ms: 0 };
  tally.count += 1;
  tally.ms += ms;
  tallies.set(name, tally);
}

function statementName(text: string): string {
  for (const [pattern, name] of STATEMENTS) if (pattern.test(text)) return name;
  return `other: ${text.replace(/\s+/g, " ").trim().slice(0, 50)}`;
}

/** CPU ms of a process from /proc (Linux), null when it cannot be read. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, at 100 ticks a second
  } catch {
    return null;
  }
}

/**
 * Starts timing statements and platform requests, and sampling the CPU of the database's server
 * processes for `databaseUrl` (every second; the database server must be on this machine); call
 * before the runners start.
 */
export async function startAnalyticsProfile(databaseUrl: string): Promise<{ report: (snapshots: number) => Promise<string[]> }> {
  const sampler = new pg.Client({ connectionString: databaseUrl });
  await sampler.connect();
  const backends = new Map<number, { first: number; last: number }>();
  const sample = async () => {
    const { rows } = await sampler.query<{ pid: number }>(`${OWN} SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === null) continue;
      const seen = backends.get(pid);
      if (seen) seen.last = ms;
      else backends.set(pid, { first: ms, last: ms });
    }
  };
  await sample();
  const timer = setInterval(() => void sample().catch(() => undefined), 1000);
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === "string" ? first : ((first as { text?: string } | undefined)?.text ?? "");
    if (text.startsWith(OWN)) return query.apply(this, args);
    const started = performance.now();
    const done = () => add(statements, statementName(text), performance.now() - started);
    // The pool calls with a callback (no promise back); everything else awaits the promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...answer: unknown[]) => (done(), callback(...answer));
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) void result.then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;
  // Platform requests go out through node:http (lib/platforms/publisher-kit/http.ts): timed from
  // the request to the end of its answer.
  const request = http.request as (...args: unknown[]) => http.ClientRequest;
  http.request = function timedRequest(...args: unknown[]) {
    const started = performance.now();
    const url = args[0] instanceof URL ? args[0] : null;
    const method = (args[1] as { method?: string } | undefined)?.method ?? "GET";
    const callback = args[args.length - 1];
    if (url && typeof callback === "function") {
      args[args.length - 1] = (response: http.IncomingMessage) => {
        response.on("end", () => add(requests, `${method} ${url.pathname}`, performance.now() - started));
        callback(response);
      };
    }
    return request(...args);
  } as typeof http.request;
  const cpu = process.cpuUsage();
  const wall = performance.now();
  return {
    async report(snapshots) {
      clearInterval(timer);
      await sample();
      await sampler.end();
      const used = process.cpuUsage(cpu);
      const seconds = (performance.now() - wall) / 1000;
      const lines = [`profile (${snapshots} snapshots, ${seconds.toFixed(1)} s): per kind, calls, total ms (both runners), ms per snapshot`];
      const rows = [...[...statements].map(([name, t]) => ({ name: `sql  ${name}`, ...t })), ...[...requests].map(([name, t]) => ({ name: `http ${name}`, ...t }))];
      for (const row of rows.sort((a, b) => b.ms - a.ms)) {
        lines.push(`  ${row.name.padEnd(62)} ${String(row.count).padStart(8)} ${row.ms.toFixed(0).padStart(10)} ${(row.ms / Math.max(1, snapshots)).toFixed(3).padStart(8)}`);
      }
      const cpuMs = (used.user + used.system) / 1000;
      lines.push(`  runner process CPU (runners and loopback servers): ${cpuMs.toFixed(0)} ms, ${(cpuMs / Math.max(1, snapshots)).toFixed(3)} ms per snapshot`);
      const databaseMs = [...backends.values()].reduce((sum, { first, last }) => sum + last - first, 0);
      lines.push(`  database server CPU (this database's sessions, sampled each second): ${databaseMs.toFixed(0)} ms, ${(databaseMs / Math.max(1, snapshots)).toFixed(3)} ms per snapshot`);
      return lines;
    },
  };
}
