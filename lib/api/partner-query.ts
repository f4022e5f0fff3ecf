import type { z } from "zod";
import { parseWithSchema, type ParseResult } from "./json-body";

/** A query string through a zod schema: empty parameters are left out, repeats keep the first. */
export function parsePartnerQuery<S extends z.ZodType>(request: Request, schema: S): ParseResult<z.output<S>> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams)
    if (value !== "" && !(key in values)) values[key] = value;
  return parseWithSchema(schema, values);
}
