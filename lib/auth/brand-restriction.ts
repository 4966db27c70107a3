// "All of the user's brands" is `null` everywhere in the code and the API (docs/spec.md: null
// brand_ids = all brands). The api_keys.brand_ids column is a non-null uuid[] (Prisma cannot
// model a nullable list), where all brands is stored as the empty list; these two functions
// are the only place that translates. An empty restriction cannot be asked for: the API
// refuses `brand_ids: []`.

/** The column value for a key restricted to `brandIds` (null = all brands). */
export function storedBrandIds(brandIds: readonly string[] | null): string[] {
  return brandIds ? [...brandIds] : [];
}

/** The restriction a stored column value means: null = all brands. */
export function brandRestriction(stored: readonly string[]): string[] | null {
  return stored.length > 0 ? [...stored] : null;
}

/**
 * The brands a request may reach under two stored restrictions (a key's and its member's): the
 * brands both allow; null when neither restricts. Two restrictions that share no brand leave
 * an empty list: no brand at all, never "all".
 */
export function combinedRestriction(first: readonly string[], second: readonly string[]): string[] | null {
  const [a, b] = [brandRestriction(first), brandRestriction(second)];
  if (a === null) return b;
  if (b === null) return a;
  return a.filter((brandId) => b.includes(brandId));
}
