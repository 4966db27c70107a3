import type { Page } from "@playwright/test";
import { withDatabase } from "./database";

// Posts made through the API as the signed-in page's user, and (for states the sandbox never
// reaches, such as a platform's refusal) written straight to the test database.

export async function createBrand(page: Page, origin: string, name: string): Promise<string> {
  const response = await page.request.post("/api/v1/brands", { headers: { origin }, data: { name, website: "https://example.com" } });
  if (!response.ok()) throw new Error(`brand: ${response.status()} ${await response.text()}`);
  return (await response.json()).data.brand.id as string;
}

export async function createDraft(page: Page, origin: string, data: { content: string; platforms: string[]; brand_id?: string }): Promise<string> {
  const response = await page.request.post("/api/v1/posts", { headers: { origin }, data });
  if (!response.ok()) throw new Error(`post: ${response.status()} ${await response.text()}`);
  return (await response.json()).data.post.id as string;
}

export async function schedule(page: Page, origin: string, postId: string, iso: string): Promise<void> {
  const response = await page.request.post("/api/v1/posts/schedule", { headers: { origin }, data: { post_id: postId, scheduled_at: iso } });
  if (!response.ok()) throw new Error(`schedule: ${response.status()} ${await response.text()}`);
}

/** Marks a post failed, as the pipeline leaves it when a platform refused it: a failed job and delivery with the platform's error. */
export async function markFailed(postId: string, platform: string, error: string): Promise<void> {
  await withDatabase(async (client) => {
    await client.query("BEGIN");
    try {
      await client.query(`UPDATE posts SET status = 'failed', scheduled_at = now() - interval '1 hour' WHERE id = $1`, [postId]);
      const job = await client.query(`INSERT INTO publish_jobs (id, post_id, status, run_at, finished_at, error) VALUES (gen_random_uuid(), $1, 'failed', now() - interval '1 hour', now(), $2) RETURNING id`, [postId, error]);
      await client.query(`INSERT INTO deliveries (id, post_id, job_id, platform, status, attempts, error, updated_at) VALUES (gen_random_uuid(), $1, $2, $3, 'failed', 3, $4, now())`, [postId, job.rows[0].id, platform, error]);
      await client.query("COMMIT");
    } catch (caught) {
      await client.query("ROLLBACK");
      throw caught;
    }
  });
}

/** Marks a post published (the sandbox would, at its time; here at once). */
export async function markPublished(postId: string): Promise<void> {
  await withDatabase((client) =>
    client.query(`UPDATE posts SET status = 'published', scheduled_at = now() - interval '2 hours', published_at = now() - interval '2 hours' WHERE id = $1`, [postId]),
  );
}

/** The ISO of local `hour`:00, `days` days from today, in the page's time zone. */
export function localHourIso(page: Page, days: number, hour: number): Promise<{ key: string; iso: string }> {
  return page.evaluate(
    ([d, h]) => {
      const now = new Date();
      const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + d, h);
      const pad = (n: number) => String(n).padStart(2, "0");
      return { key: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, iso: at.toISOString() };
    },
    [days, hour] as const,
  );
}
