import path from "node:path";
import { PROJECT_ROOT } from "./paths";

/** A one-line description of the database for the start-up banner; never shows a password. */
export function describeDatabase(connectionString: string, embeddedDir?: string): string {
  if (embeddedDir) return `embedded PostgreSQL (PGlite) at ${path.relative(PROJECT_ROOT, embeddedDir) || "."}`;
  try {
    const url = new URL(connectionString);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
    return `PostgreSQL ${user}${url.host}${url.pathname} (from DATABASE_URL)`;
  } catch {
    return "PostgreSQL from DATABASE_URL (not a parseable URL)";
  }
}
