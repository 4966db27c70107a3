import { cpus, freemem, loadavg, totalmem } from "node:os";
import type autocannon from "autocannon";

// Printing the benchmark: the machine, one row per target, the ratio and the targets.

export type TargetResult = {
  key: string;
  label: string;
  result: autocannon.Result;
  /** CPU time of the Next.js server per response, and in cores, during the measured run. */
  serverCpu: { msPerRequest: number; cores: number } | null;
  /** The same for this process, which runs autocannon on the same machine. */
  loadCpuCores: number;
};

export function machineLines(loadBefore: number[] = loadavg()): string[] {
  const cpuList = cpus();
  const gib = (bytes: number) => (bytes / 2 ** 30).toFixed(1);
  return [
    `CPU:     ${cpuList[0]?.model.trim() ?? "unknown"} × ${cpuList.length} (os.cpus())`,
    `Memory:  ${gib(totalmem())} GiB (${gib(freemem())} GiB free)`,
    `Node.js: ${process.version} (${process.platform}/${process.arch})`,
    `Load:    ${loadBefore.map((value) => value.toFixed(2)).join(" / ")} (1/5/15-min load average before the run; above the core count means other work competed)`,
  ];
}

/** Requests that did not get a 2xx: non-2xx statuses, connection errors and timeouts. */
export function failures(result: autocannon.Result): number {
  return result.non2xx + result.errors;
}

function statusBreakdown(result: autocannon.Result): string {
  const stats = result.statusCodeStats ?? {};
  const parts = Object.entries(stats)
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, value]) => `${code}×${value?.count ?? 0}`);
  if (result.errors > 0) parts.push(`errors×${result.errors} (timeouts ${result.timeouts})`);
  return parts.join(", ");
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

export function resultTable(rows: TargetResult[]): string {
  const header = ["target", "req/s", "p50 ms", "p99 ms", "2xx", "non-2xx", "errors", "server CPU ms/req", "server cores", "autocannon cores"];
  const body = rows.map(({ label, result, serverCpu, loadCpuCores }) => [
    label,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result["2xx"]),
    String(result.non2xx),
    String(result.errors),
    serverCpu ? serverCpu.msPerRequest.toFixed(2) : "n/a",
    serverCpu ? serverCpu.cores.toFixed(2) : "n/a",
    loadCpuCores.toFixed(2),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => pad(cell, widths[column], column > 0)).join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...body.map(line)].join("\n");
}

/** The loud part: a run with anything but 2xx must not pass for a clean one. */
export function failureBanner(rows: TargetResult[]): string | null {
  // A target that completed no request has no figure at all (its ratio would print as NaN): unclean too.
  const empty = rows.filter(({ result }) => result.requests.total === 0);
  const bad = rows.filter(({ result }) => result.requests.total > 0 && failures(result) > 0);
  if (bad.length === 0 && empty.length === 0) return null;
  const lines = [
    ...empty.map(({ label }) => `  ${label}: no request completed in the measured time (a longer BENCH_SECONDS, or fewer connections)`),
    ...bad.map(({ label, result }) => `  ${label}: ${failures(result)} of ${result.requests.total} responses not 2xx (${statusBreakdown(result)})`),
  ];
  const bar = "!".repeat(78);
  return [
    bar,
    "!!! THIS RUN IS NOT CLEAN: some requests did not succeed, so the figures below",
    "!!! mix fast refusals (e.g. 429 rate_limited) with real work. Do not quote them.",
    ...lines,
    bar,
  ].join("\n");
}
