import http from "node:http";
import https from "node:https";

/** An image a platform pulled from the URL it was given (Facebook, Instagram, Threads, Google, TikTok). */
export type FetchedImage = { url: string; status: number; contentType: string; bytes: Buffer };

const FETCH_TIMEOUT_MS = 10_000;
// Kept-alive connections: the live benchmark's loopbacks pull thousands of images from one host,
// and fetch's streams cost the loopback process more CPU than answering the platforms' calls.
const AGENTS = { "http:": new http.Agent({ keepAlive: true, timeout: 4_000 }), "https:": new https.Agent({ keepAlive: true, timeout: 4_000 }) };

/**
 * Fetches `url` as the platform's own crawler would (a plain GET, no credentials, no redirects
 * followed); never throws, a failure is a status of 0 so the platform can answer with its own error.
 */
export function fetchImage(url: string): Promise<FetchedImage> {
  const failed = { url, status: 0, contentType: "", bytes: Buffer.alloc(0) };
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve(failed);
    }
    if (target.protocol !== "http:" && target.protocol !== "https:") return resolve(failed);
    const client = target.protocol === "https:" ? https : http;
    const request = client.get(target, { agent: AGENTS[target.protocol], timeout: FETCH_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ url, status: response.statusCode ?? 0, contentType: response.headers["content-type"] ?? "", bytes: Buffer.concat(chunks) }));
      response.on("error", () => resolve(failed));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(failed));
  });
}

/** True when the platform could read an image of one of `types` there. */
export function isImageOf(image: FetchedImage, types: readonly string[]): boolean {
  return image.status === 200 && image.bytes.length > 0 && types.some((type) => image.contentType.startsWith(type));
}
