import type { Metadata } from "next";
import { CreateComposer } from "@/components/create/create-composer";
import { PageHeader } from "@/components/shell/page-header";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Create" };

export default function CreatePage() {
  return (
    <>
      <PageHeader title="Create" description="Generate platform-tailored posts in your brand's voice, edit them, then save or schedule." />
      <CreateComposer />
      <Toaster />
    </>
  );
}
