const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const child = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : `${path}.${key}`);

/**
 * The path of the first field present in `sent` but absent from `parsed`, the schema's output
 * for it. zod's objects drop unknown keys silently, so a field that a schema does not declare
 * (a new database column, say) shows up only as this difference.
 */
export function findExtraField(sent: unknown, parsed: unknown, path: string): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (const [index, item] of sent.entries()) {
      const found = findExtraField(item, parsed[index], child(path, index));
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return null;
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in parsed)) return child(path, key);
    const found = findExtraField(value, parsed[key], child(path, key));
    if (found) return found;
  }
  return null;
}
