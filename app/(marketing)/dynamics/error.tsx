"use client";

import { ContentMessage } from "@/components/blog/content-state";

export default function DynamicsError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ContentMessage
      role="alert"
      message="Failed to fetch services. Please try again later."
      backHref="/"
      backLabel="Home"
      onRetry={reset}
    />
  );
}
