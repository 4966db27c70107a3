import { publishScheduledPost } from "@/inngest/functions/publish-scheduled-post";
import { sweepDuePosts } from "@/inngest/functions/sweep-due-posts";

export const functions = [publishScheduledPost, sweepDuePosts];
