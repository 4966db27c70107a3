/** Safe reads from an untrusted JSON answer: a value of the wrong type reads as undefined. */
export function readPath(value: unknown, ...path: (string | number)[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A non-empty string, or a number as a string (some platforms send numeric ids). */
export function readId(value: unknown, ...path: (string | number)[]): string | undefined {
  const found = readPath(value, ...path);
  if (typeof found === "string" && found.trim() !== "") return found;
  if (typeof found === "number" && Number.isFinite(found)) return String(found);
  return undefined;
}

export function readText(value: unknown, ...path: (string | number)[]): string | undefined {
  const found = readPath(value, ...path);
  return typeof found === "string" && found.trim() !== "" ? found : undefined;
}
