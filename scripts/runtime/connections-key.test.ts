import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { parseKeyRing } from "@/lib/env/parse-key-ring";
import { ensureConnectionsKey } from "./connections-key";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "bc-connections-key-"));
  vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", undefined);
});
afterEach(() => vi.unstubAllEnvs());

it("creates .data/connections-key once (mode 600) and reuses it", () => {
  expect(ensureConnectionsKey(dir)).toBe("new file");
  const file = path.join(dir, "connections-key");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const first = process.env.CONNECTIONS_ENCRYPTION_KEYS!;
  expect(parseKeyRing(first)?.current.key.length).toBe(32);
  expect(readFileSync(file, "utf8").trim()).toBe(first);

  vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", undefined);
  expect(ensureConnectionsKey(dir)).toBe("existing file");
  expect(process.env.CONNECTIONS_ENCRYPTION_KEYS).toBe(first);
});

it("leaves a key ring set in the environment alone and writes nothing", () => {
  vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", `k1:${Buffer.alloc(32, 1).toString("base64")}`);
  expect(ensureConnectionsKey(dir)).toBe("environment");
  expect(() => statSync(path.join(dir, "connections-key"))).toThrow();
});

it("keeps a hand-rotated file as it is", () => {
  const ring = `new:${Buffer.alloc(32, 2).toString("base64")},old:${Buffer.alloc(32, 3).toString("base64")}`;
  writeFileSync(path.join(dir, "connections-key"), `${ring}\n`, { mode: 0o600 });
  expect(ensureConnectionsKey(dir)).toBe("existing file");
  expect(process.env.CONNECTIONS_ENCRYPTION_KEYS).toBe(ring);
});
