import path from "node:path";
import { serverEnv } from "@/lib/env/server-env";
import { LocalMediaStore } from "@/lib/media/local-media-store";
import type { MediaStore } from "@/lib/media/media-store";
import { S3MediaStore } from "@/lib/media/s3-media-store";

/** Where the app serves local files (app/media/[file]/route.ts). */
export const LOCAL_MEDIA_PATH = "/media";
export const LOCAL_MEDIA_ROOT = path.join(process.cwd(), ".data", "media");

let cached: { store: MediaStore; env: object } | undefined;

/** The store lib/env/server-env.ts configures: S3 when MEDIA_S3_BUCKET is set (env checks the rest), else the local disk. */
export function mediaStore(): MediaStore {
  const env = serverEnv();
  if (cached?.env === env) return cached.store;
  const store = env.MEDIA_S3_BUCKET
    ? new S3MediaStore({
        endpoint: env.MEDIA_S3_ENDPOINT!,
        bucket: env.MEDIA_S3_BUCKET,
        region: env.MEDIA_S3_REGION,
        accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID!,
        secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY!,
        publicBaseUrl: env.MEDIA_PUBLIC_BASE_URL!,
      })
    : new LocalMediaStore(LOCAL_MEDIA_ROOT, (env.MEDIA_PUBLIC_BASE_URL ?? `${(env.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "")}${LOCAL_MEDIA_PATH}`).replace(/\/+$/, ""));
  cached = { store, env };
  return store;
}
