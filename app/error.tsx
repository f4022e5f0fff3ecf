"use client";

import { ErrorScreen } from "@/components/ui/error-screen";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // In production Next.js replaces server error messages with a generic one; nothing internal leaks.
  return (
    <ErrorScreen
      status={500}
      message={error.message || "Internal Server Error"}
      reference={error.digest}
      onRetry={reset}
    />
  );
}
