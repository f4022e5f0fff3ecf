"use client";

import type { ComponentType } from "react";
import { useLinkQuery } from "@/components/shared-link/link-query";
import type { QueryReader } from "@/lib/calculators/url-state";

type Props<T> = {
  Calculator: ComponentType<{ initial: T }>;
  /** The calculator's inputs from a query (clamped, defaults for what is missing). */
  read: (query: QueryReader) => T;
};

/**
 * A calculator page's calculator with its inputs from the link it was opened with (decisions 104, 312):
 * the defaults on the prerendered page, the link's inputs in its server-rendered twin.
 */
export function CalculatorFromQuery<T>({ Calculator, read }: Props<T>) {
  return <Calculator initial={read(useLinkQuery())} />;
}
