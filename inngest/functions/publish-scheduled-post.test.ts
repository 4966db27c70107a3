import { InngestTestEngine } from "@inngest/test";
import { beforeAll, expect, it } from "vitest";
import { onPublishFailure, publishScheduledPost } from "@/inngest/functions/publish-scheduled-post";
import { POST_SCHEDULED } from "@/inngest/client";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb } from "@/lib/testing";

// The function runs without an Inngest server (STACK.md): the sleep is mocked by its step id.
const engine = () => new InngestTestEngine({ function: publishScheduledPost });

async function scheduledPost(userId: string, brandId: string) {
  const runAt = new Date(Date.now() + 3_600_000);
  const post = await db().post.create({
    data: { userId, brandId, content: "From Inngest", platforms: ["facebook", "bluesky"], source: "api", status: "scheduled", scheduledAt: runAt },
  });
  const job = await db().publishJob.create({ data: { postId: post.id, runAt } });
  return { post, job, event: { name: POST_SCHEDULED, data: { post_id: post.id, job_id: job.id, scheduled_at: runAt.toISOString() } } };
}

describeDb("inngest publish-scheduled-post", () => {
  let userId: string;
  let brandId: string;
  beforeAll(async () => {
    userId = (await createTestUser()).id;
    brandId = (await db().brand.create({ data: { userId, name: "Ing", website: "https://ing.example" } })).id;
  });

  it("sleeps until scheduled_at, then claims the job and publishes the post (sandbox)", async () => {
    const { post, job, event } = await scheduledPost(userId, brandId);
    let sleptUntil: unknown;
    const { result } = await engine().execute({
      events: [event],
      steps: [{ id: "wait-until-scheduled", handler: () => undefined }],
      transformCtx: (raw) => {
        const original = raw.step.sleepUntil;
        raw.step.sleepUntil = ((id: string, until: unknown) => {
          sleptUntil = until;
          return original(id, until as string);
        }) as typeof raw.step.sleepUntil;
        return raw;
      },
    });
    expect(sleptUntil).toBe(event.data.scheduled_at);
    expect(result).toEqual({ published: true, sandbox: true });
    const after = await db().post.findUniqueOrThrow({ where: { id: post.id }, include: { deliveries: true } });
    expect(after.status).toBe("published");
    expect(after.deliveries.map((d) => d.platform).sort()).toEqual(["bluesky", "facebook"]);
    expect((await db().publishJob.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("done");
  });

  it("does nothing for a job that was cancelled (rescheduled or unscheduled) before it woke", async () => {
    const { post, job, event } = await scheduledPost(userId, brandId);
    await db().publishJob.update({ where: { id: job.id }, data: { status: "cancelled" } });
    await db().post.update({ where: { id: post.id }, data: { status: "draft" } });
    const { result } = await engine().execute({ events: [event], steps: [{ id: "wait-until-scheduled", handler: () => undefined }] });
    expect(result).toMatchObject({ published: false });
    expect((await db().post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("draft");
    expect(await db().delivery.count({ where: { postId: post.id } })).toBe(0);
  });

  it("a job already published by another runner is not published twice", async () => {
    const { post, event } = await scheduledPost(userId, brandId);
    await engine().execute({ events: [event], steps: [{ id: "wait-until-scheduled", handler: () => undefined }] });
    const { result } = await engine().execute({ events: [event], steps: [{ id: "wait-until-scheduled", handler: () => undefined }] });
    expect(result).toMatchObject({ published: false });
    expect(await db().delivery.count({ where: { postId: post.id } })).toBe(2);
  });

  it("onFailure marks the post failed with the reason", async () => {
    const { post, job, event } = await scheduledPost(userId, brandId);
    await onPublishFailure({ event: { data: { event } }, error: new Error("Bluesky: service unavailable") });
    const after = await db().post.findUniqueOrThrow({ where: { id: post.id } });
    expect(after.status).toBe("failed");
    expect((await db().publishJob.findUniqueOrThrow({ where: { id: job.id } })).error).toContain("Bluesky: service unavailable");
  });
});
