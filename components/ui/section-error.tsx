"use client";

import { useEffect, useRef } from "react";
import { ErrorMessage, SECTION_AREA } from "./error-screen";

type SectionErrorProps = {
  error: Error & { digest?: string };
  retry: () => void;
  /** The section's home, the way out when trying again does not help. */
  home: { href: string; label: string };
};

/**
 * A failed page of a signed-in section (the dashboard, the console), shown by its error.tsx inside the
 * section's layout, so the sidebar stays and the other pages are a click away. It says what failed, never
 * why: in production the server's message is replaced by a digest, shown as a reference for support.
 */
export function SectionError({ error, retry, home }: SectionErrorProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Focus on what failed (a control of the page that is gone) would fall to the document: start from
    // the message instead. Focus still on the sidebar, which stays, is left where it is.
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [error]);
  return (
    <div role="alert" className={SECTION_AREA}>
      <ErrorMessage
        status={500}
        message="This page could not be loaded. It may be a passing problem on our side: try again in a moment."
        reference={error.digest}
        onRetry={retry}
        home={home}
        headingRef={heading}
      />
    </div>
  );
}
