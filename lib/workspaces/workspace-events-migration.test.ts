import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applyMigration, migrateThrough, migrationNames, openScratchDatabase, type ScratchDatabase } from "@/lib/testing/scratch-database";
import { describeDb } from "@/lib/testing/test-database";

// prisma/migrations/20261228050000_workspace_events: webhook events already in the outbox keep
// going out, now owned by the workspace they were enqueued for; after it, a post's events go to
// its workspace's endpoints, and a caller still naming a user gets an error, not a silent no-op.
const MIGRATION = "20261228050000_workspace_events";

describeDb("the migration giving webhook events to workspaces", () => {
  let database: ScratchDatabase;
  const userId = randomUUID();
  const eventId = randomUUID();

  beforeAll(async () => {
    database = await openScratchDatabase();
    const names = migrationNames();
    await migrateThrough(database, names[names.indexOf(MIGRATION) - 1]);
    await database.query("INSERT INTO users (id, email, password_hash, name) VALUES ($1, $2, 'hash', 'Owner')", [userId, `o-${userId}@migration.test`]);
    await database.query(
      "INSERT INTO webhook_events (id, user_id, type, payload) VALUES ($1, $2, 'post.published', '{\"type\":\"post.published\"}')",
      [eventId, userId],
    );
    await applyMigration(database, MIGRATION);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("an event in the outbox belongs to its user's personal workspace, unchanged otherwise", async () => {
    const [row] = await database.query<{ workspace_id: string; user_id: string; type: string; payload: unknown }>(
      "SELECT e.workspace_id, e.user_id, e.type, e.payload FROM webhook_events e WHERE e.id = $1",
      [eventId],
    );
    const [personal] = await database.query<{ id: string }>("SELECT id FROM workspaces WHERE personal_for = $1", [userId]);
    expect(row).toEqual({ workspace_id: personal.id, user_id: userId, type: "post.published", payload: { type: "post.published" } });
  });

  it("the old enqueue by user is gone, so that no caller can pass a user for a workspace", async () => {
    await expect(database.query("SELECT webhook_enqueue($1::uuid, 'post.published', '{}'::jsonb)", [userId])).rejects.toThrow(/webhook_enqueue/);
  });
});
