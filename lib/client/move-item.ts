/** `items` with the item at `from` moved to `to`, the others keeping their order; unchanged when either is out of range. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length || !Number.isInteger(from) || !Number.isInteger(to)) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
