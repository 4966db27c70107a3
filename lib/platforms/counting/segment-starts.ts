/** Characters segmented per call; a window grows when one segment is longer than it. */
const WINDOW = 256;

/**
 * Offsets where each segment of `text` starts, like
 * `Array.from(segmenter.segment(text), (s) => s.index)` but in linear time.
 *
 * Why not that one-liner: V8 (Node 20) copies the whole input string into every segment object it
 * yields, so iterating a 100,000-character text costs time and memory quadratic in its length (it
 * ran out of a 4 GB heap). Segmenting short windows keeps each copy small. A window's last segment
 * may be cut short by the window's end, so it is not trusted: the next window starts there, at a
 * boundary that is certain, from which segmentation continues as it would have in the whole text.
 */
export function segmentStarts(segmenter: Intl.Segmenter, text: string): number[] {
  const starts: number[] = [];
  let position = 0;
  let window = WINDOW;
  while (position < text.length) {
    const end = position + window;
    const segments = Array.from(segmenter.segment(text.slice(position, end)), (s) => s.index);
    if (end >= text.length) {
      for (const index of segments) starts.push(position + index);
      break;
    }
    const lastStart = segments[segments.length - 1];
    if (lastStart === 0) {
      window *= 2; // one segment fills the window: look further before trusting any boundary
      continue;
    }
    for (const index of segments.slice(0, -1)) starts.push(position + index);
    position += lastStart;
    window = WINDOW;
  }
  return starts;
}
