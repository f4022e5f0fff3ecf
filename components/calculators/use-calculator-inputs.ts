"use client";

import { useState } from "react";
import type { SliderField } from "@/lib/calculators/shared";
import { writeInputs, type ChoiceSpec } from "@/lib/calculators/url-state";
import { useQuerySync } from "./use-query-sync";

/** A calculator's inputs, mirrored into the URL so the result can be shared and reloaded. */
export function useCalculatorInputs<T extends object>(
  initial: T,
  fields: readonly SliderField[],
  choices?: ChoiceSpec,
) {
  const [inputs, setInputs] = useState(initial);
  const query = writeInputs(inputs, fields, choices);
  useQuerySync(query);
  return { inputs, setInputs, query, fields };
}

export type CalculatorState<T extends object> = ReturnType<typeof useCalculatorInputs<T>>;
