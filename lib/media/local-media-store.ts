import { createReadStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { userKeyPrefix, type MediaStore, type StagedPart, type StagedUpload } from "@/lib/media/media-store";

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

  async startUpload(key: string): Promise<StagedUpload> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, new Uint8Array(0));
    return { key, uploadId: null };
  }

  /**
   * The spool file is cut back to `offset` before the chunk is written there: whatever a chunk
   * cut mid-way left behind is dropped, and the file is always the whole chunks received.
   */
  async writePart(upload: StagedUpload, number: number, offset: number, bytes: Uint8Array): Promise<StagedPart> {
    const handle = await open(this.fileOf(upload.key), "r+");
    try {
      await handle.truncate(offset);
      let written = 0;
      while (written < bytes.byteLength) written += (await handle.write(bytes, written, bytes.byteLength - written, offset + written)).bytesWritten;
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { number, etag: String(bytes.byteLength) };
  }

  /** The spool file already is the whole file: it only has to be as long as the parts say. */
  async finishUpload(upload: StagedUpload, parts: readonly StagedPart[]): Promise<void> {
    const expected = parts.reduce((sum, part) => sum + Number(part.etag), 0);
    const { size } = await stat(this.fileOf(upload.key));
    if (size !== expected) throw new Error(`staged file ${upload.key} holds ${size} bytes, its parts ${expected}`);
  }

  async abortUpload(upload: StagedUpload): Promise<void> {
    await this.delete(upload.key);
  }

  async probeLocation(key: string): Promise<string> {
    return this.fileOf(key);
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.fileOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.fileOf(from), target);
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async readStream(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array> | null> {
    const file = this.fileOf(key);
    try {
      await stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    if (end <= start) return new Response(new Uint8Array(0)).body!;
    // createReadStream's `end` is inclusive.
    return Readable.toWeb(createReadStream(file, { start, end: end - 1 })) as ReadableStream<Uint8Array>;
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/${path.posix.basename(key)}`;
  }
}
