"use client";

import { useSearchParams } from "next/navigation";
import type { ComponentType } from "react";
import { QueryBoundary, useLinkQuery } from "@/components/shared-link/link-query";
import type { QueryReader } from "@/lib/calculators/url-state";

type Props<T> = {
  Calculator: ComponentType<{ initial: T }>;
  /** The calculator's inputs from a query (clamped, defaults for what is missing). */
  read: (query: QueryReader) => T;
};

function FromUrl<T>({ Calculator, read }: Props<T>) {
  return <Calculator initial={read(useSearchParams())} />;
}

function FromLink<T>({ Calculator, read }: Props<T>) {
  return <Calculator initial={read(useLinkQuery())} />;
}

/**
 * A calculator page's calculator with its inputs from the address (decision 104). The fallback, with the
 * defaults, is what the prerendered HTML holds; in a shared link's twin it reads the link's query and is
 * the first paint (decision 312).
 */
export function CalculatorFromQuery<T>(props: Props<T>) {
  return (
    <QueryBoundary fallback={<FromLink {...props} />}>
      <FromUrl {...props} />
    </QueryBoundary>
  );
}
