import { isAbort } from "@/lib/client/api-error";

/*
 * The dashboard's data cache: one entry per API URL, read by React through useResource
 * (lib/client/use-resource.ts, built on useSyncExternalStore).
 *
 * Why our own ~150 lines and not SWR or TanStack Query: the product owner fixed the stack
 * (docs/stack.md), and what the dashboard needs is small and exact: a cache keyed by URL,
 * one request per URL at a time however many components read it, revalidation and local
 * updates after writes, requests aborted when their last reader unmounts, and polling only
 * where a component asks for it. A library would add a dependency and a second mental model
 * for far more than that; this file is all of it.
 */

export type Loader<T> = (key: string, signal: AbortSignal) => Promise<T>;

/**
 * What a poll fetches when data is already there: the parts of `current` that can have changed
 * (the calendar asks again only for the posts about to be published, not its whole range).
 */
export type Refresh<T> = (current: T, key: string, signal: AbortSignal) => Promise<T>;

/**
 * How often a reader wants the data refreshed: a fixed interval in ms, or a function of the
 * data that answers an interval (poll) or null (not now; asked again a few seconds later), for
 * "watch this post while it is about to be published".
 */
export type Poll<T> = number | ((data: T | undefined) => number | null);

/** How soon a poll function that answered null is asked again. */
const RECHECK_MS = 5_000;

export type Snapshot<T> = {
  readonly data: T | undefined;
  /** The last attempt's failure; kept beside older data so a failed refresh does not blank the page. */
  readonly error: Error | undefined;
  /** A request for this key is under way. */
  readonly validating: boolean;
};

type Entry = {
  snapshot: Snapshot<unknown>;
  listeners: Set<() => void>;
  load: Loader<unknown> | null;
  inFlight: { controller: AbortController; done: Promise<Error | null> } | null;
  /** When data last arrived (ms); 0 = out of date, fetch again on the next read. */
  fetchedAt: number;
  abortTimer: ReturnType<typeof setTimeout> | null;
  /** Poll functions of the readers, asked again whenever new data is published. */
  pollers: Set<() => void>;
};

export const EMPTY_SNAPSHOT: Snapshot<never> = Object.freeze({ data: undefined, error: undefined, validating: false });

export class ResourceStore {
  private readonly entries = new Map<string, Entry>();

  /** Data younger than this is not fetched again when another reader mounts. */
  constructor(private readonly dedupeMs = 2_000) {}

  snapshot<T>(key: string): Snapshot<T> {
    return (this.entries.get(key)?.snapshot ?? EMPTY_SNAPSHOT) as Snapshot<T>;
  }

  /**
   * Registers a reader. The first reader of data that is missing or older than the dedupe
   * window starts a request; `poll` refreshes every so often while this reader stays. When
   * the last reader leaves, a request still under way is aborted (after a tick, so that a
   * component that remounts at once, as in React's strict mode, keeps it).
   */
  subscribe<T>(key: string, load: Loader<T>, listener: () => void, poll: Poll<T> | null = null, refresh: Refresh<T> | null = null): () => void {
    const entry = this.entry(key);
    entry.load = load as Loader<unknown>;
    if (entry.abortTimer) clearTimeout(entry.abortTimer);
    entry.abortTimer = null;
    entry.listeners.add(listener);
    if (entry.listeners.size === 1 && this.isStale(entry)) void this.revalidate(key);
    const stopPolling = poll ? this.startPolling(key, entry, poll as Poll<unknown>, refresh as Refresh<unknown> | null) : null;
    return () => {
      stopPolling?.();
      entry.listeners.delete(listener);
      if (entry.listeners.size > 0 || !entry.inFlight) return;
      entry.abortTimer = setTimeout(() => {
        entry.abortTimer = null;
        if (entry.listeners.size === 0) this.abort(entry);
      }, 0);
    };
  }

  /**
   * Fetches the key again (joining a request already under way); resolves with its error, or null.
   * `load` stands in for the key's loader once (a poll's partial refresh).
   */
  revalidate(key: string, load?: Loader<unknown>): Promise<Error | null> {
    const entry = this.entry(key);
    if (entry.inFlight) return entry.inFlight.done;
    load ??= entry.load ?? undefined;
    if (!load) return Promise.resolve(null);
    const controller = new AbortController();
    const settle = (next: Snapshot<unknown> | null, error: Error | null) => {
      // A newer request, a local update or an abort has taken over: this answer is out of date.
      if (entry.inFlight?.controller !== controller) return isAbort(error) ? null : error;
      entry.inFlight = null;
      this.publish(entry, next ?? { ...entry.snapshot, validating: false });
      return error;
    };
    const done = load(key, controller.signal).then(
      (data) => {
        if (entry.inFlight?.controller === controller) entry.fetchedAt = Date.now();
        return settle({ data, error: undefined, validating: false }, null);
      },
      (caught: unknown) => {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        if (isAbort(error)) return settle(null, null);
        return settle({ data: entry.snapshot.data, error, validating: false }, error);
      },
    );
    entry.inFlight = { controller, done };
    this.publish(entry, { ...entry.snapshot, validating: true });
    return done;
  }

  /**
   * Replaces the key's data with what a write just returned (`undefined` from `change` leaves it
   * as it is). A request under way is dropped: its answer may predate the write.
   */
  update<T>(key: string, change: (current: T | undefined) => T | undefined): void {
    const entry = this.entry(key);
    const next = change(entry.snapshot.data as T | undefined);
    if (next === undefined) return;
    this.abort(entry);
    entry.fetchedAt = Date.now();
    this.publish(entry, { data: next, error: undefined, validating: false });
  }

  /** Marks matching keys out of date after a write: read ones are fetched again now, the others on their next read. */
  invalidate(matches: (key: string) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (!matches(key)) continue;
      entry.fetchedAt = 0;
      this.abort(entry);
      if (entry.listeners.size > 0) void this.revalidate(key);
    }
  }

  private startPolling(key: string, entry: Entry, poll: Poll<unknown>, refresh: Refresh<unknown> | null): () => void {
    // A poll refreshes only what can change when the key has fresh data and a refresh; otherwise all of it.
    const pollOnce = () => {
      const current = entry.snapshot.data;
      const partial = refresh && current !== undefined && entry.fetchedAt !== 0 ? (k: string, signal: AbortSignal) => refresh(current, k, signal) : undefined;
      return this.revalidate(key, partial);
    };
    if (typeof poll === "number") {
      const timer = setInterval(() => void pollOnce(), poll);
      return () => clearInterval(timer);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let planned: number | null | undefined;
    const plan = () => {
      clearTimeout(timer);
      const ms = poll(entry.snapshot.data);
      planned = ms;
      timer = setTimeout(async () => {
        if (ms !== null) await pollOnce();
        if (entry.pollers.has(onPublish)) plan();
      }, ms ?? RECHECK_MS);
    };
    // New data may start or stop the polling at once (a post became due, or was published).
    const onPublish = () => {
      if (!entry.inFlight && poll(entry.snapshot.data) !== planned) plan();
    };
    entry.pollers.add(onPublish);
    plan();
    return () => {
      entry.pollers.delete(onPublish);
      clearTimeout(timer);
    };
  }

  private isStale(entry: Entry): boolean {
    if (entry.inFlight) return false;
    return entry.snapshot.data === undefined || entry.snapshot.error !== undefined || Date.now() - entry.fetchedAt > this.dedupeMs;
  }

  private abort(entry: Entry): void {
    if (!entry.inFlight) return;
    const { controller } = entry.inFlight;
    entry.inFlight = null;
    controller.abort();
    this.publish(entry, { ...entry.snapshot, validating: false });
  }

  private publish(entry: Entry, next: Snapshot<unknown>): void {
    entry.snapshot = next;
    for (const listener of [...entry.listeners]) listener();
    for (const poller of [...entry.pollers]) poller();
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { snapshot: EMPTY_SNAPSHOT, listeners: new Set(), load: null, inFlight: null, fetchedAt: 0, abortTimer: null, pollers: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/** The one cache of the browser tab. */
export const resources = new ResourceStore();
