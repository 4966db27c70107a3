import Link from "next/link";
import { Alert } from "@/components/ui/alert";

/** Generating needs a brand's voice: where to make one. */
export function NoBrandsYet() {
  return (
    <Alert tone="info" title="Add a brand first">
      Posts are generated in a brand&apos;s voice.{" "}
      <Link href="/brands" className="font-medium underline underline-offset-2">
        Create a brand
      </Link>{" "}
      and give it a voice profile, then come back here, or{" "}
      <Link href="/posts/new" className="font-medium underline underline-offset-2">
        write a post by hand
      </Link>
      .
    </Alert>
  );
}
