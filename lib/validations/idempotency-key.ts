/**
 * An Idempotency-Key the server honours (decision 016): 8 to 128 letters, digits, '_' or '-'. Any other
 * value is ignored, and the write falls back to the key derived from what was submitted.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,128}$/;
