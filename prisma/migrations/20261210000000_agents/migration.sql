-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "user_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "request_id" TEXT NOT NULL,
    "status_code" INTEGER,
    "response_body" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id","key")
);

-- CreateTable
CREATE TABLE "webhook_endpoints" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "secret" TEXT NOT NULL,
    "disabled_at" TIMESTAMPTZ(3),
    "disabled_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_events" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_status_code" INTEGER,
    "last_latency_ms" INTEGER,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- CreateIndex
CREATE INDEX "webhook_endpoints_user_id_idx" ON "webhook_endpoints"("user_id");

-- CreateIndex
CREATE INDEX "webhook_events_created_at_idx" ON "webhook_events"("created_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_next_attempt_at_idx" ON "webhook_deliveries"("next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_idx" ON "webhook_deliveries"("endpoint_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "webhook_deliveries_event_id_idx" ON "webhook_deliveries"("event_id");

-- AddForeignKey
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Outstanding webhook deliveries are found by this partial index alone (lib/webhooks/claim-deliveries.ts).
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries"("next_attempt_at") WHERE "status" = 'pending';

-- Webhook events are written by triggers, so that the event is in the same transaction as the
-- change it reports, whichever code made the change (a route, the publishing pipeline's
-- set-based SQL, a script): committed together or not at all. The body is built here, from the
-- rows as the transaction sees them, in the shape of GET /api/v1/posts/{id}
-- (lib/schemas/post.ts, and lib/webhooks/webhook-events.test.ts keeps the two equal).
-- Names start with webhook_ so that they stand apart from other triggers on these tables.

CREATE FUNCTION webhook_iso(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- The post with the deliveries of its latest publishing run, as lib/posts/get-post-or-throw.ts reads it.
CREATE FUNCTION webhook_post_json(target uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', p.id,
    'content', p.content,
    'platforms', to_jsonb(p.platforms),
    'brand_id', p.brand_id,
    'image_url', p.image_url,
    'status', p.status::text,
    'source', p.source,
    'scheduled_at', webhook_iso(p.scheduled_at),
    'published_at', webhook_iso(p.published_at),
    'created_at', webhook_iso(p.created_at),
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
  FROM posts p WHERE p.id = target
$$;

-- One event for every enabled endpoint of the user that receives its type, and nothing at all
-- (one indexed lookup) for a user without such an endpoint.
CREATE FUNCTION webhook_enqueue(owner uuid, event_type text, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id uuid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.user_id = owner AND e.disabled_at IS NULL AND event_type = ANY (e.events)) THEN
    RETURN;
  END IF;
  event_id := gen_random_uuid();
  INSERT INTO webhook_events (id, user_id, type, payload, created_at)
  VALUES (event_id, owner, event_type, jsonb_build_object('type', event_type, 'timestamp', webhook_iso(now()), 'data', data), now());
  INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at)
  SELECT gen_random_uuid(), event_id, e.id, 'pending', 0, now(), now(), now()
  FROM webhook_endpoints e
  WHERE e.user_id = owner AND e.disabled_at IS NULL AND event_type = ANY (e.events);
END
$$;

-- post.scheduled (scheduled, rescheduled or retried), post.unscheduled, post.published, post.failed.
CREATE FUNCTION webhook_post_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
BEGIN
  IF NEW.status = 'scheduled' AND (OLD.status <> 'scheduled' OR OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at) THEN
    event_type := 'post.scheduled';
  ELSIF NEW.status = 'draft' AND OLD.status = 'scheduled' THEN
    event_type := 'post.unscheduled';
  ELSIF NEW.status = 'published' AND OLD.status <> 'published' THEN
    event_type := 'post.published';
  ELSIF NEW.status = 'failed' AND OLD.status <> 'failed' THEN
    event_type := 'post.failed';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM webhook_enqueue(NEW.user_id, event_type, jsonb_build_object('post', webhook_post_json(NEW.id)));
  RETURN NULL;
END
$$;

CREATE TRIGGER webhook_post_events AFTER UPDATE OF status, scheduled_at ON posts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at)
  EXECUTE FUNCTION webhook_post_events();

-- delivery.failed: one platform of a post failed for good.
CREATE FUNCTION webhook_delivery_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'failed' THEN
    RETURN NULL;
  END IF;
  SELECT p.user_id INTO owner FROM posts p WHERE p.id = NEW.post_id;
  IF owner IS NOT NULL THEN
    PERFORM webhook_enqueue(owner, 'delivery.failed', jsonb_build_object('platform', NEW.platform, 'post', webhook_post_json(NEW.post_id)));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER webhook_delivery_events AFTER INSERT OR UPDATE OF status ON deliveries
  FOR EACH ROW WHEN (NEW.status = 'failed')
  EXECUTE FUNCTION webhook_delivery_events();
