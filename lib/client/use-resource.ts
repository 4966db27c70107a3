import { useCallback, useState, useSyncExternalStore } from "react";
import { EMPTY_SNAPSHOT, resources, type Loader, type Poll, type Refresh, type Snapshot } from "@/lib/client/resource-store";

export type Resource<T> = {
  data: T | undefined;
  error: Error | undefined;
  /** "loading" until the first answer (or while retrying after a failure), "error" when that failed, then "ready". */
  status: "loading" | "error" | "ready";
  /** A request is under way, including a refresh of data already shown. */
  validating: boolean;
  /** Fetches again; resolves with the failure, or null (never rejects, so `void reload()` is safe). */
  reload: () => Promise<Error | null>;
};

export type ResourceOptions<T> = {
  /** Refresh while mounted: every so many ms, or as a function of the data says (lib/client/resource-store.ts). Keep it a stable value (a module-level function). */
  poll?: Poll<T> | null;
  /** What a poll fetches once data is there, instead of the whole key (a stable, module-level function). */
  refresh?: Refresh<T> | null;
  /** While a new key (another page, other filters) loads, keep showing the previous key's data. */
  keepPrevious?: boolean;
};

// Nothing is fetched on the server: the first paint is the loading state on both sides.
const serverSnapshot = () => EMPTY_SNAPSHOT;

/**
 * Reads one API resource through the shared cache: `key` is its URL (null = nothing to read
 * yet), `load` turns the URL into data. Readers of the same URL share one request and one copy.
 */
export function useResource<T>(key: string | null, load: Loader<T>, options: ResourceOptions<T> = {}): Resource<T> {
  const poll = options.poll || null;
  const refresh = options.refresh || null;
  const subscribe = useCallback((notify: () => void) => (key ? resources.subscribe(key, load, notify, poll, refresh) : () => undefined), [key, load, poll, refresh]);
  const getSnapshot = useCallback((): Snapshot<T> => (key ? resources.snapshot<T>(key) : EMPTY_SNAPSHOT), [key]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
  const reload = useCallback(() => (key ? resources.revalidate(key) : Promise.resolve(null)), [key]);

  // The previous key's data, remembered during render (React's pattern for values derived from earlier renders).
  const [previous, setPrevious] = useState<{ key: string; data: T } | null>(null);
  if (options.keepPrevious && key !== null && snapshot.data !== undefined && (previous?.key !== key || previous.data !== snapshot.data)) {
    setPrevious({ key, data: snapshot.data });
  }
  const fallback = options.keepPrevious && snapshot.error === undefined ? previous?.data : undefined;
  return { ...readSnapshot(snapshot, fallback), error: snapshot.error, validating: snapshot.validating, reload };
}

/** The data to show and the state it is in; `fallback` stands in while there is no data yet. */
export function readSnapshot<T>(snapshot: Snapshot<T>, fallback?: T): Pick<Resource<T>, "data" | "status"> {
  // `null` is data (e.g. "no voice profile yet"); only `undefined` means "not loaded".
  const data = snapshot.data !== undefined ? snapshot.data : fallback;
  const status = data !== undefined ? "ready" : snapshot.error && !snapshot.validating ? "error" : "loading";
  return { data, status };
}
