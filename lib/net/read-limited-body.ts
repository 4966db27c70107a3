import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";

export function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (Number.isInteger(mb)) return `${mb} MB`;
  const kb = bytes / 1024;
  return Number.isInteger(kb) ? `${kb} KB` : `${bytes} bytes`;
}

// We ask for identity encoding, but a server may compress anyway; the cap then applies to the
// decoded bytes, so a small compressed bomb cannot expand past it.
function decodedStream(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "identity").toLowerCase().trim();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function decodeText(bytes: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    // Unknown charset label: UTF-8 with replacement characters beats failing the whole fetch.
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** Reads the body as text, aborting as soon as more than `maxBytes` have arrived. */
export async function readLimitedBody(response: IncomingMessage, maxBytes: number, contentType: string): Promise<string> {
  return decodeText(await readLimitedBytes(response, maxBytes, "the page"), contentType);
}

/** Reads the (decoded) body as bytes, aborting as soon as more than `maxBytes` have arrived; `what` names it in errors. */
export function readLimitedBytes(response: IncomingMessage, maxBytes: number, what: string): Promise<Buffer> {
  const tooLarge = () => new SafeFetchError("too_large", `too large: ${what} is over ${describeBytes(maxBytes)}`);
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const stream = decodedStream(response);
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      response.destroy();
      if (stream !== response) stream.destroy();
      reject(error);
    };
    stream.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) fail(tooLarge());
      else chunks.push(chunk);
    });
    stream.on("end", () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    stream.on("error", fail);
    if (stream !== response) response.on("error", fail);
    response.on("aborted", () => fail(new SafeFetchError("network", `the connection closed before ${what} was complete`)));
  });
}
