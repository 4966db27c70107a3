import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import { besideAvatarFrame } from "@/lib/platforms/display/preview-frames";

export const xTwitterDisplay: PlatformDisplay = {
  markClass: "bg-black text-white",
  linkClass: "text-[#1d9bf0]",
  icon: {
    paint: { fill: "currentColor" },
    shapes: [
      { path: "M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" },
    ],
  },
  preview: besideAvatarFrame({
    name: { text: "{brand}", className: "font-bold text-slate-900" },
    byline: { text: "@{handle} · now", className: "text-slate-500" },
    actions: ["Reply", "Repost", "Like", "Views"],
    actionsClass: "mt-3 max-w-xs",
  }),
};
