import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiFetch } from "@/lib/client/api-fetch";
import { ResourceStore } from "@/lib/client/resource-store";

// The cache against a real HTTP server on loopback that counts requests, answers after a
// delay, and can be told to fail; what the store does is read off the server's counts.
let server: Server;
let base = "";
let requests = 0;
let closedEarly = 0;
let failing = false;
let version = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    const delay = Number(new URL(request.url ?? "/", "http://x").searchParams.get("delay") ?? 30);
    const timer = setTimeout(() => {
      response.writeHead(failing ? 500 : 200, { "content-type": "application/json" });
      response.end(JSON.stringify(failing ? { ok: false, error: { code: "internal_error", message: "Down for a moment." } } : { ok: true, data: { version } }));
    }, delay);
    response.on("close", () => {
      if (!response.writableFinished) {
        closedEarly += 1;
        clearTimeout(timer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = 0;
  closedEarly = 0;
  failing = false;
  version = 1;
});

type Data = { version: number };
const load = (key: string, signal: AbortSignal) => apiFetch<Data>(`${base}${key}`, { signal });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, ms = 2_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await sleep(5);
  }
}

describe("ResourceStore", () => {
  it("one request for any number of readers of a URL, and each is told when data arrives", async () => {
    const store = new ResourceStore();
    let notified = 0;
    const stopA = store.subscribe("/brands", load, () => (notified += 1));
    const stopB = store.subscribe("/brands", load, () => (notified += 1));
    expect(store.snapshot("/brands")).toMatchObject({ data: undefined, validating: true });
    await until(() => store.snapshot<Data>("/brands").data !== undefined);
    expect(requests).toBe(1);
    expect(store.snapshot("/brands")).toMatchObject({ data: { version: 1 }, error: undefined, validating: false });
    expect(notified).toBeGreaterThanOrEqual(2);
    // A third reader mounting now reads the fresh copy without asking again.
    const stopC = store.subscribe("/brands", load, () => undefined);
    await sleep(60);
    expect(requests).toBe(1);
    stopA();
    stopB();
    stopC();
  });

  it("aborts the request when its last reader leaves", async () => {
    const store = new ResourceStore();
    const stop = store.subscribe("/slow?delay=500", load, () => undefined);
    await until(() => requests === 1);
    stop();
    await until(() => closedEarly === 1);
    expect(store.snapshot("/slow?delay=500")).toMatchObject({ data: undefined, error: undefined, validating: false });
  });

  it("keeps the request when a reader leaves and another arrives at once (a remount)", async () => {
    const store = new ResourceStore();
    const stop = store.subscribe("/remount?delay=100", load, () => undefined);
    stop();
    const again = store.subscribe("/remount?delay=100", load, () => undefined);
    await until(() => store.snapshot<Data>("/remount?delay=100").data !== undefined);
    expect(requests).toBe(1);
    expect(closedEarly).toBe(0);
    again();
  });

  it("after a write, invalidate fetches what is read now and marks the rest out of date", async () => {
    const store = new ResourceStore(60_000);
    const stopRead = store.subscribe("/posts?page=1", load, () => undefined);
    const stopOther = store.subscribe("/posts?page=2", load, () => undefined);
    await until(() => store.snapshot("/posts?page=1").data !== undefined && store.snapshot("/posts?page=2").data !== undefined);
    stopOther();
    version = 2;
    store.invalidate((key) => key.startsWith("/posts"));
    await until(() => store.snapshot<Data>("/posts?page=1").data?.version === 2);
    expect(requests).toBe(3);
    // The unread page keeps its old copy until someone reads it again; then it is fetched.
    expect(store.snapshot<Data>("/posts?page=2").data).toEqual({ version: 1 });
    const readAgain = store.subscribe("/posts?page=2", load, () => undefined);
    await until(() => store.snapshot<Data>("/posts?page=2").data?.version === 2);
    expect(requests).toBe(4);
    stopRead();
    readAgain();
  });

  it("update shows a write's answer at once and drops an older answer still on its way", async () => {
    const store = new ResourceStore();
    const stop = store.subscribe("/post?delay=150", load, () => undefined);
    await until(() => requests === 1);
    store.update<Data>("/post?delay=150", () => ({ version: 99 }));
    expect(store.snapshot("/post?delay=150")).toMatchObject({ data: { version: 99 }, validating: false });
    await sleep(250);
    expect(store.snapshot<Data>("/post?delay=150").data).toEqual({ version: 99 });
    // `undefined` from the change leaves the data as it is.
    store.update<Data>("/post?delay=150", () => undefined);
    expect(store.snapshot<Data>("/post?delay=150").data).toEqual({ version: 99 });
    stop();
  });

  it("a failed refresh keeps the data shown, reports the error, and a retry clears it", async () => {
    const store = new ResourceStore();
    const stop = store.subscribe("/usage", load, () => undefined);
    await until(() => store.snapshot("/usage").data !== undefined);
    failing = true;
    const error = await store.revalidate("/usage");
    expect(error?.message).toBe("Down for a moment.");
    expect(store.snapshot("/usage")).toMatchObject({ data: { version: 1 }, error: { message: "Down for a moment." }, validating: false });
    failing = false;
    version = 3;
    expect(await store.revalidate("/usage")).toBeNull();
    expect(store.snapshot("/usage")).toMatchObject({ data: { version: 3 }, error: undefined });
    stop();
  });

  it("polls only while asked: a fixed interval, or when the data says so", async () => {
    const store = new ResourceStore();
    const stop = store.subscribe("/poll?delay=1", load, () => undefined, 40);
    await until(() => requests >= 4);
    stop();
    await sleep(20);
    const polled = requests;
    await sleep(150);
    expect(requests).toBe(polled);

    requests = 0;
    const watch = store.subscribe<Data>("/watch?delay=1", load, () => undefined, (data) => (data && data.version < 5 ? 30 : null));
    await until(() => requests >= 3);
    version = 5;
    await until(() => store.snapshot<Data>("/watch?delay=1").data?.version === 5);
    const settled = requests;
    await sleep(150);
    expect(requests).toBe(settled);
    watch();
  });

  it("a poll with a refresh fetches only what the refresh asks for; a write's invalidation still reads it all", async () => {
    const store = new ResourceStore();
    const refreshed: string[] = [];
    // The refresh reads one other URL (standing in for "the posts about to change") and merges it.
    const refresh = async (current: Data, _key: string, signal: AbortSignal) => {
      const part = await apiFetch<Data>(`${base}/part?delay=1`, { signal });
      refreshed.push(`${current.version}->${part.version}`);
      return part;
    };
    const stop = store.subscribe<Data>("/range?delay=1", load, () => undefined, 30, refresh);
    await until(() => store.snapshot<Data>("/range?delay=1").data !== undefined);
    expect(requests).toBe(1);
    await until(() => refreshed.length >= 2);
    expect(refreshed[0]).toBe("1->1");

    // A write elsewhere: the whole key is read again through its loader, not the refresh.
    const before = refreshed.length;
    const fullReads = requests - refreshed.length;
    stop();
    version = 7;
    store.invalidate((key) => key.startsWith("/range"));
    const reader = store.subscribe<Data>("/range?delay=1", load, () => undefined);
    await until(() => store.snapshot<Data>("/range?delay=1").data?.version === 7);
    expect(requests - refreshed.length).toBeGreaterThan(fullReads);
    expect(refreshed.length).toBe(before);
    reader();
  });
});
