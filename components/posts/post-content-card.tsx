"use client";

import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { PostFollowUps } from "@/components/posts/post-follow-ups";
import { PostImage } from "@/components/posts/post-image";
import { PlatformLengths } from "@/components/posts/platform-lengths";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { Composer } from "@/components/composer/composer";
import { draftOfPost } from "@/lib/client/compose-draft";
import type { PostMode } from "@/components/posts/post-publishing";
import type { Brand, PostWithDeliveries } from "@/lib/client/types";
import type { PostMediaItem } from "@/lib/schemas/post-media";

type Props = { post: PostWithDeliveries; brands: Brand[]; mode: PostMode; onMode: (mode: PostMode) => void };

/** The post's text, image and lengths per platform; a draft or failed post can be edited here. */
export function PostContentCard({ post, brands, mode, onMode }: Props) {
  const editable = post.status === "draft" || post.status === "failed";
  // Editing is the composer itself (its own cards): per-platform texts with their previews.
  if (mode === "edit") {
    return <Composer brands={brands} initial={draftOfPost(post)} start="write" editing={{ postId: post.id, onCancel: () => onMode("view") }} onSaved={() => onMode("view")} />;
  }
  return (
    <Card>
      <CardHeader
        title="Content"
        action={
          editable ? (
            <Button variant="secondary" size="sm" onClick={() => onMode("edit")}>
              Edit
            </Button>
          ) : null
        }
      />
      <div className="px-5 py-5 sm:px-6">
        {post.platforms.some((platform) => post.versions[platform]?.content !== undefined) ? <DefaultTextCaption post={post} /> : null}
        <p data-testid="post-content" className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-slate-900">
          {post.content}
        </p>
        {post.media && post.media.length > 1 ? (
          <>
            <PostImageList items={post.media} label="The post's images, in the order published" testId="post-images" />
            <PostImageCaption post={post} />
          </>
        ) : post.image_url ? (
          <>
            <PostImage url={post.image_url} />
            <PostImageCaption post={post} />
          </>
        ) : null}
        {post.platforms
          // A version holding only a thread or a first comment is shown by PostFollowUps below.
          .filter((platform) => post.versions[platform]?.content !== undefined || post.versions[platform]?.image_url !== undefined)
          .map((platform) => (
            <PlatformVersion key={platform} platform={platform} version={post.versions[platform]!} />
          ))}
        <PostFollowUps post={post} />
        <PlatformLengths platforms={post.platforms} text={post.content} versions={post.versions} label="Platforms and lengths" className="mt-5" />
      </div>
    </Card>
  );
}

/** Images in the order published, each a thumbnail with its place, facts and alt text. */
function PostImageList({ items, label, testId }: { items: PostMediaItem[]; label: string; testId: string }) {
  return (
    <ol aria-label={label} data-testid={testId}>
      {items.map((item, index) => (
        <li key={`${index}-${item.url}`}>
          <PostImage url={item.url} altText={item.alt_text} place={`Image ${index + 1} of ${items.length}`} />
        </li>
      ))}
    </ol>
  );
}

/** One platform's own version: its own text, and its own image choice (its own ordered images, or none). */
function PlatformVersion({ platform, version }: { platform: PlatformId; version: NonNullable<PostWithDeliveries["versions"][PlatformId]> }) {
  const label = platformRule(platform).label;
  return (
    <div data-testid={`post-platform-version-${platform}`} className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
      <p className="flex items-center gap-2 text-xs font-medium text-slate-600">
        <PlatformIcon id={platform} /> Own version for {label}
      </p>
      {version.content !== undefined ? (
        <p data-testid={`post-version-${platform}`} className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-900">
          {version.content}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Text: the default text.</p>
      )}
      {version.media && version.media.length > 1 ? (
        <div data-testid={`post-version-image-${platform}`}>
          <p className="mt-2 text-sm font-medium text-slate-700">Images: its own, {version.media.length} in this order</p>
          <PostImageList items={version.media} label={`${label}'s own images, in the order published`} testId={`post-version-images-${platform}`} />
        </div>
      ) : version.image_url === null ? (
        <p data-testid={`post-version-image-${platform}`} className="mt-2 text-sm text-slate-700">
          <span className="font-medium">Image:</span> none, {label} publishes the text alone.
        </p>
      ) : version.image_url !== undefined ? (
        <div data-testid={`post-version-image-${platform}`}>
          <p className="mt-2 text-sm font-medium text-slate-700">Image: its own</p>
          <PostImage url={version.image_url} altText={version.media?.[0]?.alt_text ?? null} />
        </div>
      ) : null}
    </div>
  );
}

/** Which platforms publish the post's image, when some choose their own or none. */
function PostImageCaption({ post }: { post: PostWithDeliveries }) {
  const following = post.platforms.filter((platform) => post.versions[platform]?.image_url === undefined);
  if (following.length === post.platforms.length) return null;
  return (
    <p data-testid="post-image-caption" className="mt-1.5 text-xs font-medium text-slate-600">
      {following.length > 0 ? `Image published on ${following.map((p) => platformRule(p).label).join(", ")}` : "Every platform has its own image choice; this one is not published."}
    </p>
  );
}

/** Which platforms publish the default text, when some have their own. */
function DefaultTextCaption({ post }: { post: PostWithDeliveries }) {
  const following = post.platforms.filter((platform) => post.versions[platform]?.content === undefined);
  return (
    <p className="mb-2 text-xs font-medium text-slate-600">
      {following.length > 0 ? `Default text, published on ${following.map((p) => platformRule(p).label).join(", ")}` : "Default text (every platform has its own)"}
    </p>
  );
}
