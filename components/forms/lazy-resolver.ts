import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose code (the zod schema and its resolver) loads on first use rather
 * than with the page: the public forms validate on submit, so their first load does without it
 * (decision 311). `preload()` starts the download early, on the first focus into the form.
 */
export function lazyResolver<V extends FieldValues, C, O>(load: () => Promise<Resolver<V, C, O>>) {
  let pending: Promise<Resolver<V, C, O>> | null = null;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  const resolver: Resolver<V, C, O> = async (values, context, options) => (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => {}) };
}
