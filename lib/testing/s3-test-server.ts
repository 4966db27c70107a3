import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { multipartRules } from "@/lib/testing/s3-multipart-rules";

// s3rver ships no types; this is the part of its API the tests use.
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void>; middleware: unknown[] };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver's fixed credentials: it checks every request's AWS signature against them. */
export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3TestServer = { endpoint: string; bucket: string; close(): Promise<void> };

/** A real S3-protocol server (s3rver, pure JS) on loopback with one empty bucket, files in a temporary folder. */
export async function startS3TestServer(bucket = "media-test"): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  // Just before s3rver's router (its last middleware): the multipart rules it does not keep.
  server.middleware.splice(server.middleware.length - 1, 0, multipartRules((name) => path.join(directory, name, "._S3rver_uploads")));
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
