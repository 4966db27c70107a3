/** FNV-1a over UTF-16 units: a stable 32-bit hash, so the same request always seeds the same way. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Item `index` of `items`, wrapping around; rotating an index by the variation number makes
 * consecutive variations take consecutive (so different) items. */
export function cyclic<T>(items: readonly T[], index: number): T {
  return items[((index % items.length) + items.length) % items.length];
}

/**
 * A small deterministic generator (mulberry32). Not for anything secret: it only has to turn one
 * seed into a repeatable sequence of choices.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [0, n). */
    int: (n: number) => Math.floor(next() * n),
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
