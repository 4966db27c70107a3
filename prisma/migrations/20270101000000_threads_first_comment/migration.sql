-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "first_comment" TEXT,
ADD COLUMN     "thread" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "delivery_steps" (
    "delivery_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "part" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "platform_post_id" TEXT,
    "permalink" TEXT,
    "uri" TEXT,
    "cid" TEXT,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "delivery_steps_pkey" PRIMARY KEY ("delivery_id","kind","part")
);

-- AddForeignKey
ALTER TABLE "delivery_steps" ADD CONSTRAINT "delivery_steps_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand from here on.

-- A step is a thread's reply (part 2, 3, …: part 1 is the post itself) or the first comment
-- (part 0); it is started before its request leaves, then succeeded or failed
-- (lib/publishing/delivery-steps.ts).
ALTER TABLE "delivery_steps" ADD CONSTRAINT "delivery_steps_kind_check" CHECK ("kind" IN ('thread', 'first_comment'));
ALTER TABLE "delivery_steps" ADD CONSTRAINT "delivery_steps_part_check" CHECK (("kind" = 'thread' AND "part" >= 2) OR ("kind" = 'first_comment' AND "part" = 0));
ALTER TABLE "delivery_steps" ADD CONSTRAINT "delivery_steps_status_check" CHECK ("status" IN ('started', 'succeeded', 'failed'));
ALTER TABLE "posts" ADD CONSTRAINT "posts_thread_is_array" CHECK (jsonb_typeof("thread") = 'array');

-- The webhook body keeps the shape of GET /api/v1/posts/{id} (lib/posts/post-output.ts): a post
-- with a thread or a first comment carries them, and each delivery its steps' outcomes; a post
-- without them answers exactly as before. The existing function is wrapped, not rewritten, so
-- the fields other migrations give it stay.
ALTER FUNCTION webhook_post_json(uuid) RENAME TO webhook_post_json_before_follow_ups;

CREATE FUNCTION webhook_delivery_follow_ups(delivery uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT
    coalesce((
      SELECT jsonb_build_object('thread', jsonb_agg(jsonb_build_object(
               'part', s.part, 'status', s.status, 'id', s.platform_post_id, 'permalink', s.permalink, 'error', s.error) ORDER BY s.part))
      FROM delivery_steps s WHERE s.delivery_id = delivery AND s.kind = 'thread'
      HAVING count(*) > 0
    ), '{}'::jsonb)
    || coalesce((
      SELECT jsonb_build_object('first_comment', jsonb_build_object(
               'status', s.status, 'id', s.platform_post_id, 'permalink', s.permalink, 'error', s.error))
      FROM delivery_steps s WHERE s.delivery_id = delivery AND s.kind = 'first_comment'
    ), '{}'::jsonb)
$$;

CREATE FUNCTION webhook_post_json(target uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT b.body
    || CASE WHEN jsonb_array_length(p.thread) > 0 THEN jsonb_build_object('thread', p.thread) ELSE '{}'::jsonb END
    || CASE WHEN p.first_comment IS NOT NULL THEN jsonb_build_object('first_comment', p.first_comment) ELSE '{}'::jsonb END
    || CASE WHEN jsonb_typeof(b.body -> 'deliveries') = 'array' THEN jsonb_build_object('deliveries', coalesce((
         SELECT jsonb_agg(e.delivery || coalesce((
                  SELECT webhook_delivery_follow_ups(d.id) FROM deliveries d
                  WHERE d.post_id = p.id AND d.platform = e.delivery ->> 'platform'
                  ORDER BY d.created_at DESC LIMIT 1), '{}'::jsonb) ORDER BY e.ord)
         FROM jsonb_array_elements(b.body -> 'deliveries') WITH ORDINALITY AS e(delivery, ord)
       ), '[]'::jsonb)) ELSE '{}'::jsonb END
  FROM posts p CROSS JOIN LATERAL (SELECT webhook_post_json_before_follow_ups(p.id) AS body) b
  WHERE p.id = target
$$;
