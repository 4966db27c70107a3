import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { PageHeader } from "@/components/shell/page-header";
import { CalendarIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Calendar" };

export default function CalendarPage() {
  return (
    <>
      <PageHeader title="Calendar" description="Your publishing schedule at a glance." />
      <ComingSoon icon={<CalendarIcon />} feature="The calendar">
        A calendar view of scheduled posts is not built yet. Until then, schedule with{" "}
        <code className="font-mono text-xs">POST /api/v1/posts/schedule</code>; scheduled posts are published automatically at their time.
      </ComingSoon>
    </>
  );
}
