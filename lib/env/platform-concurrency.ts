// PUBLISH_PLATFORM_CONCURRENCY = "64" or "64,tiktok=4,x_twitter=32": how many deliveries one
// runner process has in flight to each platform, a figure for all and optional overrides by
// platform id. This file only reads the text (lib/env imports nothing of a higher layer, so the
// ids are checked by their form, lower case and underscores; a name that is no platform's is
// never asked for), so that lib/env/server-env.ts checks the variable at start-up.

/** The figure for every platform when the variable does not name one. */
export const DEFAULT_PLATFORM_CONCURRENCY = 64;
const MAX = 1_000;

export type PlatformConcurrency = { all: number; byPlatform: Record<string, number> };

function count(text: string, what: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > MAX) throw new Error(`${what} "${text}" must be a whole number from 1 to ${MAX}`);
  return value;
}

/** The figures of the variable's text; undefined or blank means the default for every platform. */
export function parsePlatformConcurrency(text: string | undefined): PlatformConcurrency {
  const parsed: PlatformConcurrency = { all: DEFAULT_PLATFORM_CONCURRENCY, byPlatform: {} };
  if (text === undefined || text.trim() === "") return parsed;
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [name, figure] = entry.includes("=") ? entry.split("=", 2).map((part) => part.trim()) : [undefined, entry];
    if (name === undefined) {
      parsed.all = count(figure, "the figure for every platform");
      continue;
    }
    if (!/^[a-z][a-z_]*$/.test(name)) throw new Error(`"${name}" is not a platform id (lower case letters and underscores, as the ids of docs/platforms.md)`);
    parsed.byPlatform[name] = count(figure, `the figure for ${name}`);
  }
  return parsed;
}

/** The figure for one platform. */
export function concurrencyFor(figures: PlatformConcurrency, platform: string): number {
  return figures.byPlatform[platform] ?? figures.all;
}
