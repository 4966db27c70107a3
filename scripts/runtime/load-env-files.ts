import { existsSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./paths";

// The launcher must know DATABASE_URL before Next.js loads its env files, so it reads them
// itself. process.loadEnvFile never overrides a variable already set, so the real
// environment wins, then .env.local, then .env (Next.js's own precedence).
export function loadEnvFiles(): void {
  for (const name of [".env.local", ".env"]) {
    const file = path.join(PROJECT_ROOT, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
