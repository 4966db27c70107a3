import path from "node:path";

// npm runs every script from the package root, so the working directory is the project.
export const PROJECT_ROOT = process.cwd();
/** Everything the embedded mode keeps between runs: pgdata/, the lock, the auth secret. */
export const DATA_DIR = path.join(PROJECT_ROOT, ".data");
export const binPath = (name: string) => path.join(PROJECT_ROOT, "node_modules", ".bin", name);
