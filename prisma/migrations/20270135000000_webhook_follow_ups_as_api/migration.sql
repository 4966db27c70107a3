-- Written by hand.

-- The webhook body's per-delivery `thread` and `first_comment` outcomes follow GET
-- /api/v1/posts/{id} exactly (lib/posts/get-post-or-throw.ts): the steps of the delivery of the
-- latest run itself (the same job as the delivery listed, not the platform's newest delivery of
-- any run), and only for a platform that still publishes a thread or a first comment after the
-- post's text, its version's own or else the post's (lib/publishing/post-follow-ups.ts). Before
-- this, a failed post edited to drop its thread or comment kept sending the old run's steps in
-- its events while GET no longer showed them.

-- Whether `platform` publishes a thread or a first comment: platformHasFollowUps().
CREATE FUNCTION webhook_platform_has_follow_ups(target uuid, platform text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(
      CASE WHEN jsonb_typeof(p.versions -> platform -> 'thread') = 'array' THEN jsonb_array_length(p.versions -> platform -> 'thread') END,
      CASE WHEN jsonb_typeof(p.thread) = 'array' THEN jsonb_array_length(p.thread) END,
      0) > 0
    OR CASE WHEN jsonb_typeof(p.versions -> platform) = 'object' AND (p.versions -> platform) ? 'first_comment'
            THEN jsonb_typeof(p.versions -> platform -> 'first_comment') = 'string'
            ELSE p.first_comment IS NOT NULL END
  FROM posts p WHERE p.id = target
$$;

CREATE OR REPLACE FUNCTION webhook_post_json(target uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT b.body
    || CASE WHEN jsonb_array_length(p.thread) > 0 THEN jsonb_build_object('thread', p.thread) ELSE '{}'::jsonb END
    || CASE WHEN p.first_comment IS NOT NULL THEN jsonb_build_object('first_comment', p.first_comment) ELSE '{}'::jsonb END
    || CASE WHEN jsonb_typeof(b.body -> 'deliveries') = 'array' THEN jsonb_build_object('deliveries', coalesce((
         SELECT jsonb_agg(e.delivery || CASE WHEN webhook_platform_has_follow_ups(p.id, e.delivery ->> 'platform') THEN coalesce((
                  SELECT webhook_delivery_follow_ups(d.id) FROM deliveries d
                  WHERE d.post_id = p.id AND d.platform = e.delivery ->> 'platform' AND d.job_id = latest.job_id), '{}'::jsonb)
                  ELSE '{}'::jsonb END ORDER BY e.ord)
         FROM jsonb_array_elements(b.body -> 'deliveries') WITH ORDINALITY AS e(delivery, ord)
       ), '[]'::jsonb)) ELSE '{}'::jsonb END
  FROM posts p
  CROSS JOIN LATERAL (SELECT webhook_post_json_before_follow_ups(p.id) AS body) b
  -- The run GET shows: the job of the newest delivery (webhook_post_json_before_follow_ups() lists its deliveries).
  LEFT JOIN LATERAL (SELECT l.job_id FROM deliveries l WHERE l.post_id = p.id ORDER BY l.created_at DESC, l.platform ASC LIMIT 1) latest ON true
  WHERE p.id = target
$$;
