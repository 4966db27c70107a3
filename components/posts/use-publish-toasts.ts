"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import type { PostWithDeliveries } from "@/lib/client/types";
import { platformRule } from "@/lib/platforms/registry";

/** Tells the user when a post they are looking at goes from scheduled to published (or failed). */
export function usePublishToasts(post: PostWithDeliveries | undefined): void {
  const previousStatus = useRef<string | null>(null);
  useEffect(() => {
    if (!post) return;
    const before = previousStatus.current;
    previousStatus.current = post.status;
    if (before === "scheduled" && post.status === "published") toast.success("Post published", `To ${post.platforms.map((p) => platformRule(p).label).join(", ")}.`);
    if (before === "scheduled" && post.status === "failed") toast.error("Publishing failed", "See the delivery results below.");
  }, [post]);
}
