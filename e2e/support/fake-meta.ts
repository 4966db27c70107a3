import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// A loopback Facebook Login and Graph API for the browser specs: the Login dialog approves at
// once (it sends the browser back with a code and the state it was given), the token endpoint
// answers a short-lived, then a long-lived user token, and /me/accounts lists two Pages.

export type FakeMeta = { url: string; requests: string[]; close: () => Promise<void> };

export async function startFakeMeta(port: number, pictureUrl: string): Promise<FakeMeta> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(`${req.method} ${url.pathname}`);
    const json = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/v21.0/dialog/oauth") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", "meta-code");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === "/v21.0/oauth/access_token") {
      const long = url.searchParams.get("grant_type") === "fb_exchange_token";
      return json({ access_token: long ? "EAAlong" : "EAAshort", token_type: "bearer", expires_in: long ? 5183944 : 5400 });
    }
    if (url.pathname === "/v21.0/me/accounts") {
      return json({
        data: [
          { id: "101", name: "Northwind Coffee", access_token: "EAApage101", picture: { data: { url: pictureUrl } } },
          { id: "102", name: "Northwind Roastery", access_token: "EAApage102", picture: { data: { url: pictureUrl } } },
        ],
      });
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: `no route ${url.pathname}`, type: "OAuthException", code: 803 } }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
