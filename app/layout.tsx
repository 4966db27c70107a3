import type { Metadata, Viewport } from "next";
import "@/app/globals.css";
import { PLATFORM_COUNT_WORD } from "@/lib/platforms/platform-count";

export const metadata: Metadata = {
  title: { default: "Brandcast", template: "%s · Brandcast" },
  description: `Brand voice profiles, on-voice posts for ${PLATFORM_COUNT_WORD} social platforms, scheduling and publishing.`,
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#f8fafc",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
