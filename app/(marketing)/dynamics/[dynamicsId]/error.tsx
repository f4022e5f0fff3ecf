"use client";

import { ContentMessage } from "@/components/blog/content-state";

// The spec names the screen 'Service Not Found' for a missing or a failed service (decision 205).
export default function ServiceError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ContentMessage
      role="alert"
      title="Service Not Found"
      message="Failed to fetch service. Please try again later."
      backHref="/dynamics"
      backLabel="Back to Services"
      onRetry={reset}
    />
  );
}
