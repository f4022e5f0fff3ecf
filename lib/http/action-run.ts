import type { AsyncLocalStorage } from "node:async_hooks";

// scripts/server.mjs runs each server-action request inside this store (decision 821). An action marks it
// as its first step; a 500 from a request whose action never started can only come from Next failing to
// read the body (not in React's reply format, or past its size limit), so the server answers 400 instead.
// Outside that server (Vercel, unit tests) there is no store and marking does nothing.

const ACTION_RUN = Symbol.for("app.action-run");

type ActionRun = { started: boolean };

/** Marks this request's server action as started: its own failures stay what they are. */
export function actionStarted(): void {
  const store = (globalThis as { [ACTION_RUN]?: AsyncLocalStorage<ActionRun> })[ACTION_RUN]?.getStore();
  if (store) store.started = true;
}
