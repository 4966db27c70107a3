import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dbPool } from "@/lib/db/pool";
import { mediaStore } from "@/lib/media/media-store-for-env";

const TYPES: Record<string, string> = { mp4: "video/mp4", mov: "video/quicktime", webm: "video/webm", jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" };

/**
 * A loopback stand-in for the app's public /media/<id>.<ext> (app/media/[file]/route.ts) in unit
 * tests: it answers each upload of the media store by its file name (the local store's public
 * URLs name the file, not the key), and a video's cover frame by its cover key's file name, so a
 * platform that pulls an upload's public URL (Instagram, Threads, Facebook) downloads the very
 * bytes stored. Point MEDIA_PUBLIC_BASE_URL at `baseUrl` (then forgetServerEnv) so the URLs name it.
 */
export async function hostMediaStore(): Promise<{ baseUrl: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    requests.push(path);
    const file = decodeURIComponent(path.replace(/^\/media\//, ""));
    const key = path.startsWith("/media/") ? await storageKeyOf(file) : null;
    const bytes = key ? await mediaStore().read(key).catch(() => null) : null;
    if (!bytes) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
      return;
    }
    const type = TYPES[file.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
    res.writeHead(200, { "content-type": type, "content-length": String(bytes.byteLength) });
    res.end(Buffer.from(bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/media`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The key of the upload (or cover frame) whose file name is `file`: "<uuid>.<ext>". */
async function storageKeyOf(file: string): Promise<string | null> {
  const id = /^([0-9a-f-]{36})\.[a-z0-9]+$/.exec(file)?.[1];
  if (!id) return null;
  const { rows } = await dbPool().query<{ key: string }>(
    `SELECT storage_key AS key FROM media WHERE id = $1
     UNION ALL SELECT cover_key AS key FROM media WHERE cover_key LIKE '%/' || $2`,
    [id, file],
  );
  return rows[0]?.key ?? null;
}
