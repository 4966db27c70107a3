"use client";

import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { PostImage } from "@/components/posts/post-image";
import { PlatformLengths } from "@/components/posts/platform-lengths";
import { platformRule } from "@/lib/platforms/registry";
import { Composer } from "@/components/composer/composer";
import { draftOfPost } from "@/lib/client/compose-draft";
import type { PostMode } from "@/components/posts/post-publishing";
import type { Brand, PostWithDeliveries } from "@/lib/client/types";

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
        {Object.keys(post.versions).length > 0 ? <DefaultTextCaption post={post} /> : null}
        <p data-testid="post-content" className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-slate-900">
          {post.content}
        </p>
        {post.image_url ? <PostImage url={post.image_url} /> : null}
        {post.platforms
          .filter((platform) => post.versions[platform])
          .map((platform) => (
            <div key={platform} className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
              <p className="flex items-center gap-2 text-xs font-medium text-slate-600">
                <PlatformIcon id={platform} /> Own version for {platformRule(platform).label}
              </p>
              <p data-testid={`post-version-${platform}`} className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-900">
                {post.versions[platform]?.content}
              </p>
            </div>
          ))}
        <PlatformLengths platforms={post.platforms} text={post.content} versions={post.versions} label="Platforms and lengths" className="mt-5" />
      </div>
    </Card>
  );
}

/** Which platforms publish the default text, when some have their own. */
function DefaultTextCaption({ post }: { post: PostWithDeliveries }) {
  const following = post.platforms.filter((platform) => !post.versions[platform]);
  return (
    <p className="mb-2 text-xs font-medium text-slate-600">
      {following.length > 0 ? `Default text, published on ${following.map((p) => platformRule(p).label).join(", ")}` : "Default text (every platform has its own)"}
    </p>
  );
}
