import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// NextAuth signs session cookies with NEXTAUTH_SECRET. A first run should need no setup, and
// a restart must not sign everyone out, so a generated secret is kept in the data directory
// (mode 600) and reused. Returns where the secret came from, for the start-up notice.
export function ensureAuthSecret(dataDir: string): "environment" | "existing file" | "new file" {
  if (process.env.NEXTAUTH_SECRET) return "environment";
  const file = path.join(dataDir, "auth-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 16) {
      process.env.NEXTAUTH_SECRET = kept;
      return "existing file";
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  process.env.NEXTAUTH_SECRET = secret;
  return "new file";
}
