/**
 * Caches a pure function of strings. Generation calls the same few functions on the same
 * brand words for all 40 drafts of a request; remembering the answers keeps the composer
 * and the scorer fast. The cache is emptied when it fills, so it never grows without bound.
 */
export function memoize<Args extends Array<string | number>, R>(fn: (...args: Args) => R, maxEntries = 5000): (...args: Args) => R {
  const cache = new Map<string, R>();
  return (...args: Args) => {
    const key = args.length === 1 ? String(args[0]) : args.join("\u0000");
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as R;
    const value = fn(...args);
    if (cache.size >= maxEntries) cache.clear();
    cache.set(key, value);
    return value;
  };
}
