// A server instance in a process of its own, for lib/local-runtime/postgres-restart.test.ts: the
// local runtime a server starts (lib/local-runtime/start-local-runtime.ts: the scheduler, the
// dispatchers, the periodic jobs) and, over HTTP, the real route handlers of GET /api/v1/posts
// and POST /api/v1/posts/bulk, so that a test can schedule posts through it (its scheduler hears
// of them at once, as in a server) and see it answer after its database went away and came
// back. Its settings (the database, PUBLISH_MODE, the platforms' addresses, the sealing keys)
// come from the test's environment. Prints "READY <port> <pid>".
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Handler = (request: Request) => Promise<Response>;

async function main() {
  const posts = await import("@/app/api/v1/posts/route");
  const bulk = await import("@/app/api/v1/posts/bulk/route");
  const routes: Record<string, Handler> = {
    "GET /api/v1/posts": posts.GET,
    "POST /api/v1/posts/bulk": bulk.POST,
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const body = req.method === "GET" ? undefined : Buffer.concat(chunks);
    const response = await handler(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  const { startLocalRuntime } = await import("@/lib/local-runtime/start-local-runtime");
  startLocalRuntime();
  server.listen(0, "127.0.0.1", () => console.log(`READY ${(server.address() as AddressInfo).port} ${process.pid}`));
}

void main();
