/** The spec's client timeout for contact and lead sign-up (section 9). */
export const FORM_TIMEOUT_MS = 10_000;

export type PostResult =
  | { ok: true; status: number; data: unknown }
  | {
      ok: false;
      status: number | null;
      reason: "http" | "timeout" | "network";
      /** The answer's `error.code`, as the server sent it. */
      code?: string;
      message?: string;
      fieldErrors?: Record<string, string[]>;
    };

/**
 * POSTs JSON with a hard timeout. Never throws: the form decides what to say for each failure, and
 * keeps what the person typed.
 */
export async function postJson(
  url: string,
  body: unknown,
  { timeoutMs = FORM_TIMEOUT_MS, idempotencyKey }: { timeoutMs?: number; idempotencyKey?: string } = {},
): Promise<PostResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, status: response.status, data };
    const error = (
      data as { error?: { code?: string; message?: string; fieldErrors?: Record<string, string[]> } } | null
    )?.error;
    return {
      ok: false,
      status: response.status,
      reason: "http",
      code: error?.code,
      message: error?.message,
      fieldErrors: error?.fieldErrors,
    };
  } catch (error) {
    const timedOut = controller.signal.aborted || (error instanceof DOMException && error.name === "AbortError");
    return { ok: false, status: null, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}
