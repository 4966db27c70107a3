import { readFileSync, writeFileSync } from "node:fs";

// `npm run lockfile:complete`, after any `npm install`. The registry these machines reach
// does not serve some platform builds (macOS and Windows builds of Next's SWC and of
// Tailwind's oxide), so `npm install` here leaves them out of package-lock.json, and
// `npm ci` then refuses the lock file as out of sync. This adds each missing optional
// platform package with its version and its os/cpu (read from its name), which is what
// `npm ci` needs: it skips them on other platforms and fetches them by name on their own.

type Entry = { version?: string; dev?: boolean; optional?: boolean; os?: string[]; cpu?: string[]; optionalDependencies?: Record<string, string> };

const OS_NAMES = ["android", "darwin", "freebsd", "linux", "win32"];
const CPUS: Array<[string, string]> = [["arm64", "arm64"], ["x64", "x64"], ["arm-gnueabihf", "arm"], ["wasm32", "wasm32"]];

function platformOf(name: string): { os?: string[]; cpu?: string[] } {
  const tail = name.split("/").pop() ?? name;
  const os = OS_NAMES.find((candidate) => tail.includes(`-${candidate}-`) || tail.endsWith(`-${candidate}`));
  const cpu = CPUS.find(([marker]) => tail.includes(`-${marker}`))?.[1];
  return { cpu: cpu ? [cpu] : undefined, os: os ? [os] : undefined };
}

const path = "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8")) as { packages: Record<string, Entry> };
const added: string[] = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || !/^\d/.test(version)) continue;
    // Keys in the order npm itself writes them, so that a later `npm install` leaves the file as is.
    const { cpu, os } = platformOf(name);
    lock.packages[key] = { version, ...(cpu ? { cpu } : {}), ...(entry.dev ? { dev: true } : {}), optional: true, ...(os ? { os } : {}) };
    added.push(`${name}@${version} (for ${location || "the project"})`);
  }
}
const ordered = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(path, `${JSON.stringify({ ...lock, packages: ordered }, null, 2)}\n`);
console.log(added.length ? `added to ${path}:\n  ${added.join("\n  ")}` : `${path} already lists every optional platform package`);
