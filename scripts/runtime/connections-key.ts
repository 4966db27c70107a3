import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Platform credentials are sealed with CONNECTIONS_ENCRYPTION_KEYS (lib/connections). A first
// run should need no setup, and a restart must still open what was sealed, so, as with the
// auth secret, a generated key ring is kept in the data directory (mode 600) and reused. The
// file holds the variable's value ("id:base64key"), so rotating by hand is: put a new entry
// first in the file, keep the old one after it, restart, reseal. Losing the file loses every
// stored connection (they must be connected again); back it up with the database.
export const CONNECTIONS_KEY_FILE = "connections-key";

export function ensureConnectionsKey(dataDir: string): "environment" | "existing file" | "new file" {
  if (process.env.CONNECTIONS_ENCRYPTION_KEYS?.trim()) return "environment";
  const file = path.join(dataDir, CONNECTIONS_KEY_FILE);
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept) {
      process.env.CONNECTIONS_ENCRYPTION_KEYS = kept; // its format is checked with the rest of the environment
      return "existing file";
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const ring = `local-${randomBytes(4).toString("hex")}:${randomBytes(32).toString("base64")}`;
  // "wx": never overwrite a key file that appeared meanwhile; that would orphan its rows.
  writeFileSync(file, `${ring}\n`, { mode: 0o600, flag: "wx" });
  process.env.CONNECTIONS_ENCRYPTION_KEYS = ring;
  return "new file";
}
