"use client";

import { ContentMessage } from "@/components/blog/content-state";

export default function BlogPostError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ContentMessage
      role="alert"
      message="Failed to fetch blog post. Please try again later."
      backHref="/BlogPage"
      backLabel="Back to Blog"
      onRetry={reset}
    />
  );
}
