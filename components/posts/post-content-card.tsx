"use client";

import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { PlatformLengths } from "@/components/posts/platform-lengths";
import { platformRule } from "@/lib/platforms/registry";
import { PostEditor } from "@/components/posts/post-editor";
import type { PostMode } from "@/components/posts/post-publishing";
import { updatePost } from "@/lib/client/posts";
import type { Brand, PostWithDeliveries } from "@/lib/client/types";

type Props = { post: PostWithDeliveries; brands: Brand[]; mode: PostMode; onMode: (mode: PostMode) => void };

/** The post's text, image and lengths per platform; a draft or failed post can be edited here. */
export function PostContentCard({ post, brands, mode, onMode }: Props) {
  const editable = post.status === "draft" || post.status === "failed";
  return (
    <Card>
      <CardHeader
        title={mode === "edit" ? "Edit post" : "Content"}
        action={
          editable && mode !== "edit" ? (
            <Button variant="secondary" size="sm" onClick={() => onMode("edit")}>
              Edit
            </Button>
          ) : null
        }
      />
      <div className="px-5 py-5 sm:px-6">
        {mode === "edit" ? (
          <PostEditor
            brands={brands}
            initial={{ content: post.content, platforms: post.platforms, brandId: post.brand_id ?? "", imageUrl: post.image_url ?? "" }}
            submitLabel="Save changes"
            pendingLabel="Saving…"
            onCancel={() => onMode("view")}
            onSubmit={async (input) => {
              await updatePost(post.id, { content: input.content, platforms: input.platforms, brand_id: input.brand_id ?? null, image_url: input.image_url ?? null });
              onMode("view");
              toast.success("Changes saved");
            }}
          />
        ) : (
          <>
            <p data-testid="post-content" className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-slate-900">
              {post.content}
            </p>
            {post.image_url ? (
              <p className="mt-4 text-sm text-slate-600">
                Image:{" "}
                <a href={post.image_url} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline">
                  {post.image_url}
                </a>
              </p>
            ) : null}
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
          </>
        )}
      </div>
    </Card>
  );
}
