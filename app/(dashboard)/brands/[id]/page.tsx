import type { Metadata } from "next";
import { BrandPage } from "@/components/brands/brand-page";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Brand" };

export default async function BrandRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <>
      <BrandPage id={id} />
      <Toaster />
    </>
  );
}
