import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import { besideAvatarFrame } from "@/lib/platforms/display/preview-frames";

export const blueskyDisplay: PlatformDisplay = {
  markClass: "bg-[#1185fe] text-white",
  linkClass: "text-[#1185fe]",
  icon: {
    paint: { fill: "currentColor" },
    shapes: [
      {
        path: "M6.3 4.6c2.2 1.6 4.5 4.9 5.7 6.6 1.2-1.7 3.5-5 5.7-6.6 1.6-1.2 4.2-2.1 4.2.8 0 .6-.3 4.9-.5 5.6-.7 2.4-3.2 3-5.4 2.7 3.9.7 4.9 2.9 2.8 5.1-4 4.1-5.8-1-6.2-2.4l-.6-1.5-.6 1.5c-.4 1.4-2.2 6.5-6.2 2.4-2.1-2.2-1.1-4.4 2.8-5.1-2.2.4-4.7-.3-5.4-2.7-.2-.7-.5-5-.5-5.6 0-2.9 2.6-2 4.2-.8Z",
      },
    ],
  },
  preview: besideAvatarFrame({
    avatarClass: "bg-[#1185fe]",
    name: { text: "{brand}", className: "font-semibold text-slate-900" },
    byline: { text: "@{handle}.bsky.social · now", className: "text-slate-500" },
    actions: ["Reply", "Repost", "Like", "•••"],
    actionsClass: "mt-3 max-w-xs",
  }),
};
