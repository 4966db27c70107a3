// A server process of its own around the real POST /api/v1/posts route handler (the route
// wrapper, admission, the Idempotency-Key step, createPost), for lib/api/idempotency/
// crash-safe.test.ts. A request may ask, by the test-only header x-test-pause, to stop for
// good right before its post's INSERT or right after it (committed, its answer not yet kept),
// so that a SIGKILL finds requests at exactly those points. GET /paused counts them.
import { AsyncLocalStorage } from "node:async_hooks";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db/client";

type Pause = "before-write" | "after-write" | "none";
const pauses = new AsyncLocalStorage<Pause>();
const paused = { "before-write": 0, "after-write": 0 };
const forever = () => new Promise<never>(() => {});

// The app's Prisma client, with the pauses around a post's INSERT; set before the route module
// first asks for it (lib/db/client.ts keeps the one client on globalThis).
const withPauses = db().$extends({
  query: {
    post: {
      async create({ args, query }) {
        const pause = pauses.getStore() ?? "none";
        if (pause === "before-write") {
          paused["before-write"]++;
          await forever();
        }
        const created = await query(args);
        if (pause === "after-write") {
          paused["after-write"]++;
          await forever();
        }
        return created;
      },
    },
  },
});
(globalThis as unknown as { brandcastPrisma: unknown }).brandcastPrisma = withPauses;

async function main() {
  const { POST } = await import("@/app/api/v1/posts/route");
  const server = createServer(async (req, res) => {
    if (req.method === "GET" && req.url === "/paused") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(paused));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
    const pause = (headers.get("x-test-pause") ?? "none") as Pause;
    const response = await pauses.run(pause, () => POST(request));
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  server.listen(0, "127.0.0.1", () => console.log(`READY ${(server.address() as AddressInfo).port}`));
}

void main();
