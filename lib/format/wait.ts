// How long a refused request should wait, for the people who sent it (the server's Retry-After).

/** "45 seconds", "2 minutes", "22 hours" (whole hours from two hours on). */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  if (seconds >= 7200) return `${Math.ceil(seconds / 3600)} hours`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** A refusal's message, and the wait when the server asked to slow down. */
export function withWait(message: string, retryAfterSeconds?: number): string {
  return retryAfterSeconds ? `${message} You can try again in ${waitText(retryAfterSeconds)}.` : message;
}
