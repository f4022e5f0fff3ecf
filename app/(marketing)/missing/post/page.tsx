import type { Metadata } from "next";
import { MissingContentMessage } from "@/components/blog/content-state";

// The proxy answers an unknown /blog/{slug} with this static screen and 404 (lib/http/missing-content.ts).
export const metadata: Metadata = { title: "Blog post not found", robots: { index: false } };

export default function MissingPost() {
  return <MissingContentMessage kind="post" />;
}
