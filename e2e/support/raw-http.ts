import net from "node:net";

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * One HTTP/1.1 request written by hand, for what no client library sends: two Authorization
 * headers, TRACE, a path with broken percent-encoding. `head` is the request line plus any
 * header lines; Host and Connection: close are added.
 */
export function rawRequest(baseURL: string, head: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`));
    let data = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("error", reject);
    socket.on("end", () => {
      const split = data.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = data.slice(0, split).split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: data.slice(split + 4) });
    });
  });
}
