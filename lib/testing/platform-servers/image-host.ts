import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback host for one image, standing in for the app's public /media/<id>.<ext> in unit tests.
 * `onFetch` hears of every request it answers (a test counts the fetches).
 */
export async function hostImage(bytes: Uint8Array, contentType: string, onFetch?: (path: string) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    onFetch?.(req.url ?? "/");
    res.writeHead(200, { "content-type": contentType, "content-length": String(bytes.length) });
    res.end(Buffer.from(bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const extension = contentType.split("/")[1] ?? "bin";
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.${extension}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
