import type { Metadata } from "next";
import { Suspense } from "react";
import { CalendarView } from "@/components/calendar/calendar-view";
import { PageHeader } from "@/components/shell/page-header";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Calendar" };

export default function CalendarPage() {
  return (
    <>
      <PageHeader title="Calendar" description="Scheduled and published posts by day. Drag a scheduled post to another day to reschedule it." />
      <Suspense>
        <CalendarView />
      </Suspense>
      <Toaster />
    </>
  );
}
