// Next's request-time modules for tests that run actions, routes and data outside a Next request:
//   vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
//   vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
// The factory's import and the test's own import of this module are one instance per test file (the
// integration setup resets modules before each file), so a test reads what its code did here.

/** What the code under test asked of next/cache. */
export const cacheCalls = {
  tags: [] as string[],
  lives: [] as unknown[],
  updated: [] as string[],
  paths: [] as string[],
};

/** next/cache: `'use cache'` helpers record and do nothing else; invalidations are recorded. */
export const nextCache = {
  cacheTag: (...tags: string[]) => void cacheCalls.tags.push(...tags),
  cacheLife: (life: unknown) => void cacheCalls.lives.push(life),
  updateTag: (tag: string) => void cacheCalls.updated.push(tag),
  revalidateTag: (tag: string) => void cacheCalls.updated.push(tag),
  revalidatePath: (path: string) => void cacheCalls.paths.push(path),
};

/** The browser stand-in: its cookies (a cookie set with maxAge 0 is removed) and request headers. */
export const request = { cookies: new Map<string, string>(), headers: new Headers() };

/** next/headers over `request`. */
export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    set: (name: string, value: string, options: { maxAge?: number } = {}) => {
      if (options.maxAge === 0) request.cookies.delete(name);
      else request.cookies.set(name, value);
    },
    delete: (name: string) => void request.cookies.delete(name),
  }),
  headers: async () => request.headers,
};
