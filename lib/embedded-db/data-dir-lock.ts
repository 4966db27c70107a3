import { closeSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { log } from "@/lib/log";
import { isProcessAlive, processStartTime } from "@/lib/embedded-db/process-identity";

// PGlite is a single-process PostgreSQL: its buffers live in the opening process's memory,
// so two processes opening one directory would overwrite each other's pages.
// So exactly one process may hold `<dataDir>/embedded.lock`; everything else connects
// through the socket that process serves. A lock left by a dead process is taken over.

type LockOwner = { pid: number; startTime: string | null; command: string; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `The embedded database in ${dataDir} is already open in process ${owner.pid} ` +
        `(${owner.command}, since ${owner.startedAt}). Stop that process first, ` +
        `or set DATABASE_URL to use a PostgreSQL server instead.`,
    );
    this.name = "DataDirLockedError";
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(lockPath, "utf8")) as LockOwner;
  } catch {
    return null;
  }
}

function linkOrCreate(draftPath: string, lockPath: string, owner: LockOwner): void {
  try {
    linkSync(draftPath, lockPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw error;
    // Some mounted volumes have no hard links: exclusive create is atomic too, though a
    // reader may briefly see the file empty.
    log().warn({ component: "embedded-db", code }, "hard link failed; creating the lock file directly");
    writeFileSync(lockPath, JSON.stringify(owner), { flag: "wx", mode: 0o600 });
  }
}

/** Takes the directory's lock or throws DataDirLockedError; returns the release function. */
export function acquireDataDirLock(dataDir: string, command: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "embedded.lock");
  const owner: LockOwner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    command,
    startedAt: new Date().toISOString(),
  };
  // Write the whole record to a private file, then hard-link it into place: link() fails
  // if the lock exists, so no other process can ever read a half-written lock.
  const draftPath = `${lockPath}.${process.pid}`;
  const fd = openSync(draftPath, "w", 0o600);
  writeSync(fd, JSON.stringify(owner));
  closeSync(fd);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkOrCreate(draftPath, lockPath, owner);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const holder = readOwner(lockPath);
        const stale = !holder || !isProcessAlive(holder.pid, holder.startTime);
        if (!stale || attempt > 0) throw new DataDirLockedError(dataDir, holder ?? owner);
        log().warn({ component: "embedded-db", stale_pid: holder?.pid }, "taking over a stale lock");
        unlinkSync(lockPath);
      }
    }
  } finally {
    unlinkSync(draftPath);
  }
  // Two processes taking over the same stale lock at once: one may unlink the other's fresh
  // lock. Re-reading our record after linking catches the usual interleaving of that rare case.
  if (readOwner(lockPath)?.pid !== process.pid) throw new DataDirLockedError(dataDir, readOwner(lockPath) ?? owner);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (readOwner(lockPath)?.pid === process.pid) unlinkSync(lockPath);
  };
}
