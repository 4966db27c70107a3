import { PlatformIcon } from "@/components/posts/platform-icon";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/** A post's platforms as icons; a screen reader hears their labels ("X, LinkedIn"). */
export function PlatformIcons({ platforms }: { platforms: PlatformId[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {platforms.map((platform) => (
        <PlatformIcon key={platform} id={platform} title />
      ))}
      <span className="sr-only">{platforms.map((platform) => platformRule(platform).label).join(", ")}</span>
    </span>
  );
}
