/**
 * Length of the longest run of items `a` and `b` share in order: characters of two strings, or
 * words of two word lists. How much of a brief a text repeats word for word is measured with it
 * by the composer (to reword), the score (to mark a pasted brief) and the evaluation (to count
 * one), so that all three measure alike. Two rows of the dynamic programme, O(|a|·|b|) time.
 */
export function longestCommonRun<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  let best = 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : 0;
      if (current[j] > best) best = current[j];
    }
    [previous, current] = [current, previous];
    current.fill(0);
  }
  return best;
}
