import { stat } from "node:fs/promises";
import path from "node:path";
import { InngestTestEngine } from "@inngest/test";
import { afterEach, expect, it } from "vitest";
import { functions } from "@/inngest/functions";
import { sweepUploadSessionsCron } from "@/inngest/functions/sweep-upload-sessions";
import { db } from "@/lib/db/client";
import { startUploadSweep } from "@/lib/local-runtime/upload-sweep";
import { LOCAL_MEDIA_ROOT } from "@/lib/media/media-store-for-env";
import { startUploadSession } from "@/lib/media/uploads/upload-sessions";
import { createTestUser, describeDb } from "@/lib/testing";
import { testCaller } from "@/lib/testing/test-caller";

const exists = (file: string) => stat(file).then(() => true, () => false);

describeDb("the sweep of abandoned uploads, where the app runs periodic work", () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  async function expiredUpload() {
    const user = await createTestUser();
    const caller = await testCaller(user.id);
    const upload = await startUploadSession(caller, { file_name: "left.mp4", bytes: 100 });
    await db().uploadSession.update({ where: { id: upload.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    return { id: upload.id, spool: path.join(LOCAL_MEDIA_ROOT, user.id, `${upload.id}.upload`) };
  }

  it("the local runtime's periodic job aborts an expired session and removes its spool file", async () => {
    const upload = await expiredUpload();
    expect(await exists(upload.spool)).toBe(true);
    stop = startUploadSweep(200);
    // The sweep marks the session aborted, then drops its bytes: both are waited for (a check
    // of the file right after the status saw it still there on a loaded machine).
    const deadline = Date.now() + 20_000;
    const swept = async () => (await db().uploadSession.findUniqueOrThrow({ where: { id: upload.id } })).status === "aborted" && !(await exists(upload.spool));
    while (!(await swept())) {
      if (Date.now() > deadline) throw new Error("the sweep did not abort the session and remove its spool file in time");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await db().uploadSession.findUniqueOrThrow({ where: { id: upload.id } })).status).toBe("aborted");
    expect(await exists(upload.spool)).toBe(false);
  });

  it("Inngest runs the same sweep as a cron beside the counter pruning", async () => {
    expect(sweepUploadSessionsCron.opts.triggers).toEqual([{ cron: "*/10 * * * *" }]);
    expect(functions).toEqual(expect.arrayContaining([sweepUploadSessionsCron]));
    const upload = await expiredUpload();
    const { result } = await new InngestTestEngine({ function: sweepUploadSessionsCron }).execute();
    expect((result as { swept: number }).swept).toBeGreaterThanOrEqual(1);
    expect((await db().uploadSession.findUniqueOrThrow({ where: { id: upload.id } })).status).toBe("aborted");
    expect(await exists(upload.spool)).toBe(false);
  });
});
