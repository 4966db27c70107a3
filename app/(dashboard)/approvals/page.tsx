import type { Metadata } from "next";
import { ApprovalsList } from "@/components/approvals/approvals-list";
import { PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "Approvals" };

export default function ApprovalsPage() {
  return (
    <>
      <PageHeader title="Approvals" description="Posts waiting for an owner, admin or editor before they go out, oldest first." />
      <ApprovalsList />
    </>
  );
}
