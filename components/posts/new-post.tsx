"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { createPost, fetchBrands, isAbort, messageOf } from "./api";
import { PostEditor } from "./post-editor";
import type { Brand, Loadable } from "./types";

/** Write a post by hand; saved as a draft, then opened. */
export function NewPost() {
  const router = useRouter();
  const [brands, setBrands] = useState<Loadable<Brand[]>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setBrands({ status: "loading" });
    fetchBrands(controller.signal).then(
      (data) => setBrands({ status: "ready", data }),
      (error) => {
        if (!isAbort(error)) setBrands({ status: "error", message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <Card className="px-5 py-5 sm:px-6">
      {brands.status === "loading" ? (
        <div className="space-y-6" role="status" aria-label="Loading">
          <Skeleton className="h-40" />
          <Skeleton className="h-24" />
          <Skeleton className="h-16" />
        </div>
      ) : brands.status === "error" ? (
        <LoadError title="Your brands could not be loaded" message={brands.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <PostEditor
          brands={brands.data}
          initial={{ content: "", platforms: ["x_twitter"], brandId: brands.data.length === 1 ? brands.data[0].id : "", imageUrl: "" }}
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
    </Card>
  );
}
