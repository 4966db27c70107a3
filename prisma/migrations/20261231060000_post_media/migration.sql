-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "media" JSONB NOT NULL DEFAULT '[]';

-- Written by hand from here on.

-- A post's images in order (lib/posts/post-media.ts). Existing rows are left as they are: an
-- empty list beside an image_url reads as that one image, so nothing is rewritten (and no row
-- trigger fires for the migration). An edit of the list changes no counter key, so the post
-- counter triggers write nothing for it; the webhook body keeps the shape of
-- GET /api/v1/posts/{id}, which now carries `media` (read the same way as the API reads it).
CREATE OR REPLACE FUNCTION webhook_post_media_json(media jsonb, image_url text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(media) = 'array' AND jsonb_array_length(media) > 0 THEN media
    WHEN image_url IS NOT NULL THEN jsonb_build_array(jsonb_build_object('url', image_url, 'alt_text', NULL))
    ELSE '[]'::jsonb
  END
$$;

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
    ), '[]'::jsonb),
    'media', webhook_post_media_json(p.media, p.image_url))
  FROM posts p WHERE p.id = target
$$;
