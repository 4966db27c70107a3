import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReviewDecisionForm } from "@/components/review/review-decision-form";
import { PlatformPreview } from "@/components/composer/platform-preview";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { reviewOfToken } from "@/lib/approvals/review-links";
import { ApiError } from "@/lib/errors";
import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";
import { mediaForPlatform } from "@/lib/publishing/platform-media";
import { followUpsPublishedOn } from "@/lib/publishing/post-follow-ups";
import { imageUrlForPlatform, readVersions, textForPlatform } from "@/lib/publishing/post-versions";

export const metadata: Metadata = { title: "Review a post", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/**
 * A client's review page (docs/teams.md, "Approvals"): no account; the link's token is the only
 * key. An unknown, expired or revoked link is a 404; a link used too often says to wait.
 */
export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let review: Awaited<ReturnType<typeof reviewOfToken>>;
  try {
    review = await reviewOfToken(token);
  } catch (thrown) {
    if (thrown instanceof ApiError && thrown.code === "not_found") notFound();
    if (thrown instanceof ApiError && thrown.code === "rate_limited") {
      return (
        <main className="mx-auto max-w-2xl p-6">
          <Alert tone="warning">{thrown.message}</Alert>
        </main>
      );
    }
    throw thrown;
  }
  const { post, brandName, approval } = review;
  const versions = readVersions(post.versions);
  const platforms = post.platforms as PlatformId[];
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Review a post for {brandName}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {post.scheduledAt ? `Planned for ${post.scheduledAt.toUTCString()}.` : "Not scheduled yet."} This is exactly what would go out on each platform.
        </p>
      </header>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {platforms.map((platform) => {
          // The same frame as the composer's preview: the carousel's count, the thread's replies
          // and the first comment as this platform publishes them.
          const stored = { imageUrl: post.imageUrl, media: post.media, versions, content: post.content, thread: post.thread, firstComment: post.firstComment };
          const { thread, firstComment } = followUpsPublishedOn(stored, platform);
          return (
            <Card key={platform} className="overflow-hidden">
              <p className="border-b border-slate-200 px-4 py-2 text-sm font-medium text-slate-700">{PLATFORMS[platform].label}</p>
              <div className="p-3" data-testid="review-preview" data-platform={platform}>
                <PlatformPreview
                  platform={platform}
                  brandName={brandName}
                  imageUrl={imageUrlForPlatform(stored, platform)}
                  imageCount={mediaForPlatform(stored, platform).length}
                  followUps={{ thread, firstComment: firstComment ?? "" }}
                >
                  <span className="whitespace-pre-wrap break-words">{textForPlatform(stored, platform)}</span>
                </PlatformPreview>
              </div>
            </Card>
          );
        })}
      </div>
      {approval?.state === "pending" ? (
        <ReviewDecisionForm token={token} contentHash={approval.content_hash} />
      ) : (
        <Alert tone={approval?.state === "approved" ? "success" : "info"}>
          {approval?.state === "approved"
            ? `Approved${approval.decided_by_name ? ` by ${approval.decided_by_name}` : ""}.`
            : approval?.state === "changes_requested"
              ? `Changes were requested${approval.decided_by_name ? ` by ${approval.decided_by_name}` : ""}: ${approval.comment ?? ""}`
              : "This post is not waiting for a review."}
        </Alert>
      )}
    </main>
  );
}
