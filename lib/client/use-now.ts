import { useCallback, useSyncExternalStore } from "react";

/**
 * The current time in ms, rounded down to `everyMs` and re-rendered when it moves on; null on
 * the server and during hydration, because "now" (and the time zone) are the browser's.
 * Reading the clock through a store keeps render functions pure. `enabled: false` stops the ticks.
 */
export function useNow(everyMs: number, enabled = true): number | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!enabled) return () => undefined;
      const timer = setInterval(notify, everyMs);
      return () => clearInterval(timer);
    },
    [everyMs, enabled],
  );
  const read = useCallback(() => Math.floor(Date.now() / everyMs) * everyMs, [everyMs]);
  return useSyncExternalStore(subscribe, read, serverNull);
}

const serverNull = () => null;
