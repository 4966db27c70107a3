import { useSyncExternalStore } from "react";

const serverNull = () => null;
const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (its time zone, the page's query string): null on the server
 * and during hydration, so both render the same markup; read once the page is live. `read`
 * must return the same value each time (a string, a number), not a new object.
 */
export function useBrowserValue<T>(read: () => T): T | null {
  return useSyncExternalStore(noSubscription, read, serverNull);
}
