import type { Endpoint } from "@/lib/api/endpoint";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { analyticsEndpoints } from "@/lib/api/endpoints/analytics";
import { metricThresholdEndpoints } from "@/lib/api/endpoints/metric-thresholds";
import { apiKeyEndpoints } from "@/lib/api/endpoints/api-keys";
import { auditEndpoints } from "@/lib/api/endpoints/audit";
import { approvalEndpoints } from "@/lib/api/endpoints/approvals";
import { reviewDecisionEndpoint, reviewLinkEndpoints } from "@/lib/api/endpoints/review-links";
import { brandEndpoints } from "@/lib/api/endpoints/brands";
import { connectionSignInEndpoints } from "@/lib/api/endpoints/connection-sign-in";
import { connectionEndpoints } from "@/lib/api/endpoints/connections";
import { contentEndpoints } from "@/lib/api/endpoints/content";
import { mediaEndpoints } from "@/lib/api/endpoints/media";
import { mediaUploadEndpoints } from "@/lib/api/endpoints/media-uploads";
import { mediaTranscodeEndpoints } from "@/lib/api/endpoints/media-transcodes";
import { mediaCoverEndpoints } from "@/lib/api/endpoints/media-cover";
import { notificationEndpoints } from "@/lib/api/endpoints/notifications";
import { postEndpoints } from "@/lib/api/endpoints/posts";
import { queueEndpoints } from "@/lib/api/endpoints/queue";
import { usageEndpoints } from "@/lib/api/endpoints/usage";
import { voiceEndpoints } from "@/lib/api/endpoints/voice";
import { webhookEndpoints } from "@/lib/api/endpoints/webhooks";
import { workspaceEndpoints } from "@/lib/api/endpoints/workspaces";

export const API_V1_BASE = "/api/v1";

/** Every /api/v1 operation: the OpenAPI document and the scope matrix are generated from this list. */
export const API_V1_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(brandEndpoints),
  ...Object.values(voiceEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(postEndpoints),
  ...Object.values(queueEndpoints),
  ...Object.values(mediaEndpoints),
  ...Object.values(mediaUploadEndpoints),
  ...Object.values(mediaTranscodeEndpoints),
  ...Object.values(mediaCoverEndpoints),
  ...Object.values(apiKeyEndpoints),
  ...Object.values(usageEndpoints),
  ...Object.values(connectionEndpoints),
  ...Object.values(connectionSignInEndpoints),
  ...Object.values(webhookEndpoints),
  ...Object.values(workspaceEndpoints),
  ...Object.values(auditEndpoints),
  ...Object.values(notificationEndpoints),
  ...Object.values(approvalEndpoints),
  ...Object.values(reviewLinkEndpoints),
  ...Object.values(analyticsEndpoints),
  ...Object.values(metricThresholdEndpoints),
];

/** Every declared endpoint, /api/v1 and the rest. */
export const ENDPOINTS: readonly Endpoint[] = [...API_V1_ENDPOINTS, ...Object.values(accountEndpoints), reviewDecisionEndpoint];
