"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "@/components/api/request";
import { formatRelative } from "@/components/settings/format";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ExternalIcon, PostsIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { platformRule } from "@/lib/platforms/registry";
import { fetchBrands, fetchPost, isAbort, messageOf, schedulePost, unschedulePost, updatePost } from "./api";
import { CharCounter } from "./char-counter";
import { formatDateTime } from "./datetime";
import { PlatformIcon } from "./platform-icon";
import { PostEditor } from "./post-editor";
import { ScheduleForm } from "./schedule-form";
import { DeliveryBadge, StatusBadge } from "./status-badge";
import type { Brand, Delivery, PostWithDeliveries } from "./types";

type State = { status: "loading" } | { status: "error"; message: string; notFound: boolean } | { status: "ready"; post: PostWithDeliveries };
type Mode = "view" | "edit" | "schedule";

/** One post: its text, where it goes, its deliveries, and what can be done with it now. */
export function PostDetail({ id }: { id: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [brands, setBrands] = useState<Brand[]>([]);
  const [mode, setMode] = useState<Mode>("view");
  const [busy, setBusy] = useState<"unschedule" | "retry" | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const post = await fetchPost(id, signal);
        setState({ status: "ready", post });
      } catch (error) {
        if (isAbort(error)) return;
        const notFound = error instanceof ApiRequestError && error.status === 404;
        setState((prev) => (prev.status === "ready" && !notFound ? prev : { status: "error", message: messageOf(error), notFound }));
      }
    },
    [id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    fetchBrands(controller.signal).then(setBrands, () => undefined);
    return () => controller.abort();
  }, [load]);

  const post = state.status === "ready" ? state.post : null;

  // Watch a post that is about to be published, or whose deliveries are still under way.
  const watching =
    post !== null &&
    ((post.status === "scheduled" && post.scheduled_at !== null && new Date(post.scheduled_at).getTime() - Date.now() < 120_000) ||
      post.deliveries.some((d) => d.status === "pending"));
  const previousStatus = useRef<string | null>(null);
  useEffect(() => {
    if (!watching) return;
    const timer = window.setInterval(() => void load(), 2500);
    return () => window.clearInterval(timer);
  }, [watching, load]);
  useEffect(() => {
    if (!post) return;
    const before = previousStatus.current;
    previousStatus.current = post.status;
    if (before === "scheduled" && post.status === "published") toast.success("Post published", `To ${post.platforms.map((p) => platformRule(p).label).join(", ")}.`);
    if (before === "scheduled" && post.status === "failed") toast.error("Publishing failed", "See the delivery results below.");
  }, [post]);

  if (state.status === "loading") {
    return (
      <div className="space-y-6" role="status" aria-label="Loading post">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  if (state.status === "error") {
    return state.notFound ? (
      <Card>
        <EmptyState icon={<PostsIcon />} title="This post doesn't exist" action={<Link href="/posts" className={buttonClass("secondary")}>Back to posts</Link>}>
          It may have been deleted, or it belongs to another account.
        </EmptyState>
      </Card>
    ) : (
      <Alert tone="error" title="The post could not be loaded">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => { setState({ status: "loading" }); void load(); }}>
          Try again
        </Button>
      </Alert>
    );
  }

  const current = state.post;
  const brand = brands.find((b) => b.id === current.brand_id);
  const editable = current.status === "draft" || current.status === "failed";
  const schedulable = current.status !== "published";

  function replace(next: PostWithDeliveries) {
    setState({ status: "ready", post: next });
  }

  async function onSchedule(at: Date) {
    setActionError(null);
    const wasScheduled = current.status === "scheduled";
    const wasFailed = current.status === "failed";
    const result = await schedulePost(current.id, at);
    setMode("view");
    toast.success(wasScheduled ? "Post rescheduled" : wasFailed ? "Retry scheduled" : "Post scheduled", formatDateTime(result.scheduled_at));
    await load();
    headingRef.current?.focus();
  }

  async function onUnschedule() {
    setBusy("unschedule");
    setActionError(null);
    try {
      await unschedulePost(current.id);
      toast.success("Post unscheduled", "It is a draft again.");
      await load();
    } catch (error) {
      setActionError(messageOf(error));
      toast.error("The post was not unscheduled", messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function onRetryNow() {
    setBusy("retry");
    setActionError(null);
    try {
      await schedulePost(current.id, new Date(Date.now() + 5_000));
      toast.success("Retrying", "The post will be published again in a few seconds.");
      await load();
    } catch (error) {
      setActionError(messageOf(error));
      toast.error("The retry did not start", messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none">
              Post
            </h1>
            <StatusBadge status={current.status} />
            {watching ? (
              <span className="flex items-center gap-1.5 text-xs text-slate-500" role="status">
                <Spinner className="size-3.5" /> Watching for updates…
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {brand ? brand.name : current.brand_id ? "Brand" : "No brand"} · created {formatDateTime(current.created_at)} · {current.source === "api" ? "via the API" : "in the dashboard"}
          </p>
        </div>
      </div>

      <StatusSummary post={current} />

      {actionError ? <Alert tone="error">{actionError}</Alert> : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader
            title={mode === "edit" ? "Edit post" : "Content"}
            action={
              editable && mode !== "edit" ? (
                <Button variant="secondary" size="sm" onClick={() => setMode("edit")}>
                  Edit
                </Button>
              ) : null
            }
          />
          <div className="px-5 py-5 sm:px-6">
            {mode === "edit" ? (
              <PostEditor
                brands={brands}
                initial={{ content: current.content, platforms: current.platforms, brandId: current.brand_id ?? "", imageUrl: current.image_url ?? "" }}
                submitLabel="Save changes"
                pendingLabel="Saving…"
                onCancel={() => setMode("view")}
                onSubmit={async (input) => {
                  const next = await updatePost(current.id, { content: input.content, platforms: input.platforms, brand_id: input.brand_id ?? null, image_url: input.image_url ?? null });
                  replace(next);
                  setMode("view");
                  toast.success("Changes saved");
                }}
              />
            ) : (
              <>
                <p data-testid="post-content" className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-slate-900">
                  {current.content}
                </p>
                {current.image_url ? (
                  <p className="mt-4 text-sm text-slate-600">
                    Image:{" "}
                    <a href={current.image_url} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline">
                      {current.image_url}
                    </a>
                  </p>
                ) : null}
                <ul aria-label="Platforms and lengths" className="mt-5 grid gap-2 sm:grid-cols-2">
                  {current.platforms.map((platform) => (
                    <li key={platform} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-inset ring-slate-200">
                      <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
                        <PlatformIcon id={platform} />
                        <span className="truncate">{platformRule(platform).label}</span>
                      </span>
                      <CharCounter platform={platform} text={current.content} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </Card>

        <Card>
          <CardHeader title="Publishing" />
          <div className="space-y-4 px-5 py-5 sm:px-6">
            {current.status === "published" ? (
              <p className="text-sm text-slate-700">
                Published {current.published_at ? <time dateTime={current.published_at}>{formatDateTime(current.published_at)}</time> : null}. A published post can&apos;t be scheduled again.
              </p>
            ) : mode === "schedule" ? (
              <ScheduleForm
                initial={current.scheduled_at ? new Date(current.scheduled_at) : null}
                submitLabel={current.status === "scheduled" ? "Reschedule" : current.status === "failed" ? "Retry then" : "Schedule"}
                pendingLabel="Saving…"
                onSubmit={onSchedule}
                onCancel={() => setMode("view")}
              />
            ) : (
              <div className="flex flex-col gap-2">
                {current.status === "failed" ? (
                  <Button onClick={onRetryNow} pending={busy === "retry"} pendingLabel="Retrying…">
                    Retry now
                  </Button>
                ) : null}
                {schedulable ? (
                  <Button variant={current.status === "failed" ? "secondary" : "primary"} onClick={() => setMode("schedule")} disabled={mode === "edit"}>
                    {current.status === "scheduled" ? "Reschedule…" : current.status === "failed" ? "Retry later…" : "Schedule…"}
                  </Button>
                ) : null}
                {current.status === "scheduled" ? (
                  <Button variant="secondary" onClick={onUnschedule} pending={busy === "unschedule"} pendingLabel="Unscheduling…">
                    Unschedule
                  </Button>
                ) : null}
                {mode === "edit" ? <p className="text-xs text-slate-500">Save or cancel your edits first.</p> : null}
                {current.status === "scheduled" ? <p className="text-xs text-slate-500">To edit a scheduled post, unschedule it first.</p> : null}
              </div>
            )}
            <Link href="/calendar" className="inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              See it on the calendar
            </Link>
          </div>
        </Card>
      </div>

      <Deliveries post={current} />
    </div>
  );
}

function StatusSummary({ post }: { post: PostWithDeliveries }) {
  if (post.status === "scheduled" && post.scheduled_at) {
    return (
      <Alert tone="info" title={`Scheduled for ${formatDateTime(post.scheduled_at)}`}>
        It will be published {formatRelative(post.scheduled_at)} to {post.platforms.map((p) => platformRule(p).label).join(", ")}.
      </Alert>
    );
  }
  if (post.status === "failed") {
    const failed = post.deliveries.filter((d) => d.status === "failed");
    return (
      <Alert tone="error" title="Publishing failed">
        {failed.length > 0 ? `${failed.map((d) => platformRule(d.platform).label).join(", ")} did not accept the post. ` : ""}Edit it if needed, then retry.
      </Alert>
    );
  }
  if (post.status === "published" && post.published_at) {
    return <Alert tone="success" title={`Published ${formatDateTime(post.published_at)}`}>{post.deliveries.some((d) => d.sandbox) ? "Sandbox mode: deliveries were recorded, nothing left this server." : null}</Alert>;
  }
  return null;
}

function Deliveries({ post }: { post: PostWithDeliveries }) {
  return (
    <Card>
      <CardHeader title="Deliveries" description="One per platform: what happened when the post was published." />
      {post.deliveries.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          {post.status === "draft" ? "Nothing delivered yet. Schedule the post to publish it." : post.status === "scheduled" ? "Deliveries appear here once the post is published." : "No deliveries were recorded."}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {post.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.platform} delivery={delivery} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const rule = platformRule(delivery.platform);
  return (
    <li data-testid="delivery" data-platform={delivery.platform} data-status={delivery.status} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:gap-4 sm:px-6">
      <div className="flex min-w-0 items-center gap-2 sm:w-40">
        <PlatformIcon id={delivery.platform} className="size-6" />
        <span className="truncate text-sm font-medium text-slate-900">{rule?.label ?? delivery.platform}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:w-48">
        <DeliveryBadge status={delivery.status} />
        {delivery.sandbox ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-inset ring-amber-200" title="Recorded only; nothing was sent to the platform">
            Sandbox
          </span>
        ) : null}
        <span className="text-xs text-slate-500">
          {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
        </span>
      </div>
      <div className="min-w-0 flex-1 text-sm">
        {delivery.error ? (
          <p className="break-words text-red-700">{delivery.error}</p>
        ) : delivery.permalink ? (
          <a href={delivery.permalink} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 text-brand-700 underline-offset-2 hover:underline">
            <span className="truncate">{delivery.permalink}</span>
            <ExternalIcon className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : delivery.status === "pending" ? (
          <p className="text-slate-600">Waiting to be delivered…</p>
        ) : (
          <p className="text-slate-600">{delivery.platform_post_id ? `Post id ${delivery.platform_post_id}` : "No link given"}</p>
        )}
        <p className="mt-0.5 text-xs text-slate-500">Updated {formatDateTime(delivery.updated_at)}</p>
      </div>
    </li>
  );
}
