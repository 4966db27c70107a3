-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "media" JSONB NOT NULL DEFAULT '[]';

-- Written by hand from here on.

-- A post's images in order (lib/posts/post-media.ts). Existing rows are left as they are: an
-- empty list beside an image_url reads as that one image, so nothing is rewritten (and no row
-- trigger fires for the migration). An edit of the list changes no counter key, so the post
-- counter triggers write nothing for it; the webhook body keeps the shape of
-- GET /api/v1/posts/{id}, which now carries `media` for a post given a list (absent otherwise, as the API answers).
CREATE OR REPLACE FUNCTION webhook_post_json(target uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', p.id,
    'content', p.content,
    'versions', p.versions,
    'platforms', to_jsonb(p.platforms),
    'brand_id', p.brand_id,
    'image_url', p.image_url,
    'status', p.status::text,
    'source', p.source,
    'scheduled_at', webhook_iso(p.scheduled_at),
    'published_at', webhook_iso(p.published_at),
    'created_at', webhook_iso(p.created_at),
    'approval', webhook_approval_json(p.id),
    'deliveries', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
               'platform', d.platform,
               'status', d.status::text,
               'attempts', d.attempts,
               'platform_post_id', d.platform_post_id,
               'permalink', d.permalink,
               'error', d.error,
               'sandbox', d.sandbox,
               'updated_at', webhook_iso(d.updated_at))
             ORDER BY array_position(p.platforms, d.platform), d.platform)
      FROM deliveries d
      WHERE d.job_id = (SELECT l.job_id FROM deliveries l WHERE l.post_id = p.id ORDER BY l.created_at DESC, l.platform ASC LIMIT 1)
    ), '[]'::jsonb))
    -- Only for a post given a list, as the API answers it (lib/posts/post-output.ts).
    || CASE WHEN jsonb_typeof(p.media) = 'array' AND jsonb_array_length(p.media) > 0 THEN jsonb_build_object('media', p.media) ELSE '{}'::jsonb END
  FROM posts p WHERE p.id = target
$$;
