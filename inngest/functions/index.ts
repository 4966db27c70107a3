import { dispatchMail, pruneMail } from "@/inngest/functions/dispatch-mail";
import { dispatchWebhooks } from "@/inngest/functions/dispatch-webhooks";
import { pruneAgentRecords } from "@/inngest/functions/prune-agent-records";
import { sweepUploadSessionsCron } from "@/inngest/functions/sweep-upload-sessions";
import { pruneRateLimitCounters } from "@/inngest/functions/prune-rate-limit-counters";
import { publishScheduledPost } from "@/inngest/functions/publish-scheduled-post";
import { refreshPostMetricsCron } from "@/inngest/functions/refresh-post-metrics";
import { renewExpiringConnectionsCron } from "@/inngest/functions/renew-expiring-connections";
import { sweepDuePosts } from "@/inngest/functions/sweep-due-posts";
import { sweepTranscodes, transcodeRequested } from "@/inngest/functions/transcode-videos";

export const functions = [publishScheduledPost, sweepDuePosts, pruneRateLimitCounters, renewExpiringConnectionsCron, dispatchWebhooks, pruneAgentRecords, dispatchMail, pruneMail, refreshPostMetricsCron, sweepUploadSessionsCron, transcodeRequested, sweepTranscodes];
