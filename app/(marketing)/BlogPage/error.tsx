"use client";

import { ContentMessage } from "@/components/blog/content-state";

export default function BlogListError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ContentMessage
      role="alert"
      message="Failed to fetch blogs. Please try again later."
      backHref="/"
      backLabel="Home"
      onRetry={reset}
    />
  );
}
