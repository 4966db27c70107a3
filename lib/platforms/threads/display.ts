import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import { besideAvatarFrame } from "@/lib/platforms/display/preview-frames";

export const threadsDisplay: PlatformDisplay = {
  markClass: "bg-black text-white",
  linkClass: "text-[#0095f6]",
  icon: {
    paint: { fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round" },
    shapes: [
      {
        path: "M16.5 11.2c-.4-2.6-2.2-3.7-4.3-3.7-2 0-3.4 1-3.9 2.6M12.3 12c2.6 0 4.2.6 4.3 2.6.1 1.8-1.4 3-3.6 3s-3.3-1.1-3.3-2.4c0-1.5 1.4-2.4 3.4-2.4 3.5 0 6.4 1.4 6.4 3.9 0 2.4-2.7 4.6-7.2 4.6C7.6 21.3 4 18.4 4 12s3.6-9.3 8.3-9.3c3.7 0 6.3 1.7 7.4 5",
      },
    ],
  },
  preview: besideAvatarFrame({
    avatarClass: "bg-black",
    name: { text: "{handle}", className: "font-semibold text-slate-900" },
    byline: { text: "now", className: "text-slate-400" },
    actions: ["♡", "Reply", "Repost", "Share"],
    actionsClass: "mt-3 max-w-[12rem]",
  }),
};
