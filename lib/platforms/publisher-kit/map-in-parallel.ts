// A post's media handled at once (a carousel's item containers, LinkedIn's image uploads): four
// images take the time of one (create, fetch, check) instead of four in a row. A bound, since a
// carousel may hold 10 (Instagram) or 20 (Threads, LinkedIn) images, each pulled from our media
// host or sent to the platform on a connection of its own.
export const MEDIA_AT_ONCE = 4;

/**
 * `work` on every item, at most `atOnce` at a time, the results in the items' order: for a post's
 * several media, which do not depend on each other.
 *
 * Once one fails, no further item starts, and the call rejects with the first failure only after
 * every item already started has ended: an attempt never leaves requests of its own running
 * behind it (the caller gives its posting slot back, or its retry starts afresh, only then).
 */
export async function mapInParallel<T, R>(items: readonly T[], atOnce: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index], index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, items.length)) }, lane));
  if (failure !== null) throw (failure as { error: unknown }).error;
  return results;
}
