"use client";

import { useRouter } from "next/navigation";
import { Card } from "@/components/ui/card";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { PostEditor } from "@/components/posts/post-editor";
import { useBrands } from "@/lib/client/brands";
import { createPost } from "@/lib/client/posts";

/** Write a post by hand; saved as a draft, then opened. */
export function NewPost() {
  const router = useRouter();
  const brands = useBrands();

  return (
    <Card className="px-5 py-5 sm:px-6">
      <Loaded
        resource={brands}
        errorTitle="Your brands could not be loaded"
        loading={
          <div className="space-y-6" role="status" aria-label="Loading">
            <Skeleton className="h-40" />
            <Skeleton className="h-24" />
            <Skeleton className="h-16" />
          </div>
        }
      >
        {(list) => (
          <PostEditor
            brands={list}
            initial={{ content: "", platforms: ["x_twitter"], brandId: list.length === 1 ? list[0].id : "", imageUrl: "" }}
            submitLabel="Save as draft"
            pendingLabel="Saving…"
            onCancel={() => router.push("/posts")}
            onSubmit={async (input) => {
              const post = await createPost(input);
              toast.success("Draft saved", "Schedule it when you're ready.");
              router.push(`/posts/${post.id}`);
            }}
          />
        )}
      </Loaded>
    </Card>
  );
}
