import { vi } from "vitest";
import { forgetServerEnv } from "@/lib/env/server-env";
import { S3_TEST_CREDENTIALS, type S3TestServer } from "@/lib/testing/s3-test-server";

/** The app's media store pointed at the loopback S3 server (its settings stubbed, then read again), its public root the bucket. */
export function useS3MediaStore(server: S3TestServer): void {
  vi.stubEnv("MEDIA_S3_ENDPOINT", server.endpoint);
  vi.stubEnv("MEDIA_S3_BUCKET", server.bucket);
  vi.stubEnv("MEDIA_S3_ACCESS_KEY_ID", S3_TEST_CREDENTIALS.accessKeyId);
  vi.stubEnv("MEDIA_S3_SECRET_ACCESS_KEY", S3_TEST_CREDENTIALS.secretAccessKey);
  vi.stubEnv("MEDIA_PUBLIC_BASE_URL", `${server.endpoint}/${server.bucket}`);
  forgetServerEnv();
}
