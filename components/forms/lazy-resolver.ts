import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export type LazyResolver<V extends FieldValues, O> = { resolver: Resolver<V, unknown, O>; preload: () => void };

/**
 * A react-hook-form resolver whose code (the form's zod schema and `zodResolver`) loads on first use
 * rather than with the page: the public forms validate on submit, so their first load does without it
 * (decision 311). `preload()` starts the download early, on the first focus into the form.
 */
export function lazyResolver<V extends FieldValues, O>(loadSchema: () => Promise<z.ZodType<O>>): LazyResolver<V, O> {
  const load = async () => {
    const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
    // The form's values may be looser than the schema's input (a select's empty placeholder): the
    // schema has the last word, which is the point of validating.
    return zodResolver(schema as z.ZodType<O, V>) as unknown as Resolver<V, unknown, O>;
  };
  let pending: Promise<Resolver<V, unknown, O>> | null = null;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  const resolver: Resolver<V, unknown, O> = async (values, context, options) => (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => {}) };
}
