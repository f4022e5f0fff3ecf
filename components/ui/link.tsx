"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * The app's one link: next/link that prefetches its page when the visitor reaches for it (pointer over
 * it, keyboard focus, a touch), not as soon as it scrolls into view. Next's default fetched every
 * visible link's page on each page view, with the images those pages preload (decision 319).
 * `prefetch={false}` still turns prefetching off altogether.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [reachedFor, setReachedFor] = useState(false);
  const wanted = prefetch !== false;
  const reach = () => {
    if (wanted && !reachedFor) setReachedFor(true);
  };
  return (
    <NextLink
      {...props}
      prefetch={wanted && reachedFor ? (prefetch ?? null) : false}
      onMouseEnter={(event) => {
        reach();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        reach();
        onTouchStart?.(event);
      }}
    />
  );
}
