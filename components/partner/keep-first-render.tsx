"use client";

import { useState } from "react";

/**
 * Keeps what the server rendered when the screen opened. A step's server action clears its pending-flow
 * cookie, and Next then re-renders the page, which would flash the 'expired' state for a moment just
 * before the screen moves on to the next step.
 */
export function KeepFirstRender({ children }: { children: React.ReactNode }) {
  const [first] = useState(children);
  return first;
}
