import type { Metadata } from "next";
import { MissingContentMessage } from "@/components/blog/content-state";

// The proxy answers an unknown /dynamics/{id} with this static screen and 404 (lib/http/missing-content.ts).
export const metadata: Metadata = { title: "Service Not Found", robots: { index: false } };

export default function MissingService() {
  return <MissingContentMessage kind="service" />;
}
