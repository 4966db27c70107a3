/**
 * The one byte range a `Range` header asks of a file of `size` bytes, as [start, end) (RFC 9110,
 * "Range"): `bytes=a-b`, `bytes=a-` (to the end), `bytes=-n` (the last n). null: serve the whole
 * file (no header, another unit, several ranges, a form not understood: a server may ignore Range).
 * "unsatisfiable": a range starting past the end (416).
 */
export function byteRangeOf(header: string | null, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [, first, last] = match;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size : Math.min(size, Number(last) + 1);
  if (end <= start) return null;
  return { start, end };
}
