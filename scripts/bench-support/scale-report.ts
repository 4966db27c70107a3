import type { LatencyFigures } from "./latency";
import type { HttpTarget } from "./latency";

// Printing `npm run bench:scale`: p50 and p99 per target and size, the ratio of the largest
// size to the smallest, and the two targets (every ratio within 2; GET /posts page 1 within
// 1.5× the bare route at the largest size).

export const TARGET_RATIO = 2;
export const TARGET_OVER_BARE = 1.5;

export type SizeRun = { size: number; figures: Map<string, LatencyFigures> };

export const sizeLabel = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1000 ? `${size / 1000}k` : String(size));
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

export function scaleTable(targets: HttpTarget[], runs: SizeRun[]): string {
  const first = runs[0];
  const last = runs[runs.length - 1];
  const header = ["target (ms, one request at a time)", ...runs.flatMap((run) => [`${sizeLabel(run.size)} p50`, "p99"]), `${sizeLabel(last.size)}/${sizeLabel(first.size)} p50`, "p99"];
  const body = targets.map((target) => {
    const cells = runs.flatMap((run) => {
      const figures = run.figures.get(target.key)!;
      return [ms(figures.p50), ms(figures.p99)];
    });
    const a = first.figures.get(target.key)!;
    const b = last.figures.get(target.key)!;
    return [target.label, ...cells, (b.p50 / a.p50).toFixed(2), (b.p99 / a.p99).toFixed(2)];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)].join("\n");
}

/** The verdict lines; `held` is false when any target was missed. */
export function scaleVerdict(targets: HttpTarget[], runs: SizeRun[]): { lines: string[]; held: boolean } {
  const first = runs[0];
  const last = runs[runs.length - 1];
  const lines: string[] = [];
  let held = true;
  const over: string[] = [];
  for (const target of targets) {
    for (const p of ["p50", "p99"] as const) {
      const ratio = last.figures.get(target.key)![p] / first.figures.get(target.key)![p];
      if (ratio > TARGET_RATIO) over.push(`${target.label} ${p} ${ratio.toFixed(2)}`);
    }
  }
  if (over.length > 0) held = false;
  lines.push(`every ratio ${sizeLabel(last.size)}/${sizeLabel(first.size)} <= ${TARGET_RATIO}: ${over.length === 0 ? "holds" : `MISSED (${over.join("; ")})`}`);
  const page1 = last.figures.get("page1")!.p50;
  const bare = last.figures.get("bare")!.p50;
  const overBare = page1 / bare;
  if (overBare > TARGET_OVER_BARE) held = false;
  lines.push(
    `GET /posts page 1 p50 at ${sizeLabel(last.size)}: ${ms(page1)} ms = ${overBare.toFixed(2)} x the bare route's ${ms(bare)} ms; target <= ${TARGET_OVER_BARE}: ${overBare <= TARGET_OVER_BARE ? "holds" : "MISSED"}`,
  );
  return { lines, held };
}
