import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { videoRuleProblem, type VideoRuleFacts } from "@/lib/platforms/video-rules";

/** Which selected platforms would refuse this video, and why: the rules the server checks on save. */
export function VideoRuleProblems({ video, platforms, id }: { video: VideoRuleFacts; platforms: PlatformId[]; id: string }) {
  const problems = platforms.flatMap((platform) => {
    const rule = platformRule(platform);
    const problem = videoRuleProblem(rule.video, video, rule.label);
    return problem ? [{ platform, problem }] : [];
  });
  if (problems.length === 0) return null;
  return (
    <ul id={id} aria-label="Video problems per platform" className="mt-2 space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
      {problems.map(({ platform, problem }) => (
        <li key={platform}>
          <span className="font-medium">{platformRule(platform).label}:</span> {problem}.
        </li>
      ))}
    </ul>
  );
}
