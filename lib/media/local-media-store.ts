import { mkdir, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { userKeyPrefix, type MediaStore } from "@/lib/media/media-store";

/**
 * The embedded default: files under `<root>/<user>/<id>.<ext>` (root: .data/media), served by
 * the app at `<baseUrl>/<id>.<ext>` (app/media/[file]/route.ts), so the URL does not show the
 * user's id.
 */
export class LocalMediaStore implements MediaStore {
  constructor(
    private readonly root: string,
    private readonly baseUrl: string,
  ) {}

  private fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    // Keys are made by mediaKey from UUIDs; this keeps a bad one inside the root regardless.
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`media key outside the store: ${key}`);
    return file;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async readRange(key: string, start: number, end: number): Promise<Uint8Array | null> {
    let handle;
    try {
      handle = await open(this.fileOf(key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    try {
      const bytes = new Uint8Array(Math.max(0, end - start));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
      return bytes.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async deleteUserFiles(userId: string, keep: ReadonlySet<string> = new Set()): Promise<number> {
    const prefix = userKeyPrefix(userId);
    const folder = this.fileOf(prefix);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
      throw error;
    }
    const removed = names.filter((name) => !keep.has(`${prefix}${name}`));
    // `force`: a file another deletion already removed is not an error.
    if (removed.length === names.length) await rm(folder, { recursive: true, force: true });
    else await Promise.all(removed.map((name) => rm(path.join(folder, name), { force: true })));
    return removed.length;
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/${path.posix.basename(key)}`;
  }
}
