import { PlatformIcon } from "@/components/posts/platform-icon";
import { firstCommentLabel, followUpsFromPost } from "@/lib/client/compose-follow-ups";
import type { PostWithDeliveries } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/**
 * What each platform publishes after the post's text: its thread's replies (part 2 onward) and
 * its first comment, as the composer holds them (lib/client/compose-follow-ups.ts). Nothing
 * when no platform has any.
 */
export function PostFollowUps({ post }: { post: PostWithDeliveries }) {
  const platforms = post.platforms as PlatformId[];
  const byPlatform = followUpsFromPost(post, platforms);
  const shown = platforms.filter((platform) => byPlatform[platform]);
  if (shown.length === 0) return null;
  return (
    <div className="mt-4 space-y-3">
      {shown.map((platform) => {
        const { thread, firstComment } = byPlatform[platform]!;
        const label = platformRule(platform).label;
        return (
          <div key={platform} data-testid={`post-follow-ups-${platform}`} className="rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
            <p className="flex items-center gap-2 text-xs font-medium text-slate-600">
              <PlatformIcon id={platform} /> After the post on {label}
            </p>
            {thread.length > 0 ? (
              <ol className="mt-2 space-y-1.5 border-l-2 border-slate-300 pl-3">
                {thread.map((part, index) => (
                  <li key={index} data-testid="post-thread-part" className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-900">
                    <span className="mr-1.5 text-xs font-medium text-slate-500">Part {index + 2}</span>
                    {part}
                  </li>
                ))}
              </ol>
            ) : null}
            {firstComment ? (
              <p data-testid="post-first-comment" className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-900">
                <span className="mr-1.5 text-xs font-medium text-slate-500">{firstCommentLabel(platform)}</span>
                {firstComment}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
