import type { Metadata } from "next";
import { BrandsView } from "@/components/brands/brands-view";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Brands" };

export default function BrandsPage() {
  return (
    <>
      <BrandsView />
      <Toaster />
    </>
  );
}
